import { expect, test, type Page } from '@playwright/test'

import { baseURL } from '../playwright.config.ts'
import { placeOrder } from '../support/placeOrder.ts'
import {
  accessibilityViolations,
  adminHeaders,
  expectNoConsoleErrors,
  freshAbn,
  screenshotsAtBothSizes,
  watchConsole,
} from './support.ts'

const hydrated = (page: Page) => page.waitForFunction(() => !document.querySelector('astro-island[ssr]'))

test('an accountant connects the firm’s Xero at /account/firm, sends its invoices there once, and disconnects', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const errors = await watchConsole(page)
  const headers = await adminHeaders(request)
  const email = `xena-${Date.now()}@example.com`
  const password = 'xena’s long password'
  const made = await request.post('/cms-api/users', {
    headers,
    data: { email, password, roles: ['customer'], firstName: 'Xena', lastName: 'Ross' },
  })
  expect(made.ok(), await made.text()).toBe(true)
  const token = (
    await (await request.post('/api/auth/login', { data: { Email: email, Password: password } })).json()
  ).Token as string
  const firm = await request.post('/api/businesses', {
    headers: { authorization: `Bearer ${token}` },
    data: { Name: 'Ross Ledger Pty Ltd', ABN: freshAbn() },
  })
  expect(firm.status(), await firm.text()).toBe(201)
  for (const address of [
    '14 Carrowbrook Court, Kearneys Spring QLD 4350',
    '3 Alpha Road, Kearneys Spring QLD 4350',
  ])
    await placeOrder(baseURL, { token, email, address })
  await page.addInitScript((value) => localStorage.setItem('tm_auth', JSON.stringify({ value })), token)

  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/account/firm')
  await hydrated(page)
  const panel = page.getByRole('region', { name: 'Xero' })
  await expect(panel.getByRole('button', { name: 'Connect Xero' })).toBeVisible()
  await screenshotsAtBothSizes(page, 'xero-not-connected')

  await panel.getByRole('button', { name: 'Connect Xero' }).click()
  await page.waitForURL(/\/account\/firm/)
  await hydrated(page)
  await expect(panel.getByText('Xero is connected: you can send the firm’s invoices there.')).toBeVisible()
  await expect(panel.getByText(/Connected to Alpha Accounting \(Xero\) since .* by Xena Ross/)).toBeVisible()
  expect(new URL(page.url()).search).toBe('')

  await panel.getByRole('button', { name: 'Send invoices to Xero' }).click()
  await expect(panel.getByText('2 invoices sent to Xero.')).toBeVisible()
  expect(await accessibilityViolations(page)).toEqual([])
  await screenshotsAtBothSizes(page, 'xero-sent')
  await panel.getByRole('button', { name: 'Send invoices to Xero' }).click()
  await expect(panel.getByText('Nothing new to send: 2 invoices already in Xero.')).toBeVisible()

  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await panel.getByRole('button', { name: 'Disconnect' }).click()
  await expect(
    panel.getByText('Xero is disconnected: we no longer hold a key to your organisation.'),
  ).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Connect Xero' })).toBeVisible()
  await expectNoConsoleErrors(errors)
})
