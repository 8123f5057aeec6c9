import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'

import { baseURL } from '../playwright.config.ts'
import { placeOrder } from '../support/placeOrder.ts'
import { accessibilityViolations, adminHeaders, latestEmailTo, screenshotsAtBothSizes } from './support.ts'

const desktop = { width: 1366, height: 900 }

/**
 * Screenshots at both sizes (test-results/customer-account-<name>-*.png); at no width from a small phone to a
 * desktop does the page scroll sideways.
 */
async function shoot(page: Page, name: string) {
  for (const width of [320, 390, 768, 1366]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 })
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width}px`,
    ).toBeLessThanOrEqual(width)
  }
  await screenshotsAtBothSizes(page, `customer-account-${name}`)
}

const hydrated = (page: Page) => page.waitForFunction(() => !document.querySelector('astro-island[ssr]'))

test('a guest’s order joins the account they open later, by the link e-mailed to the order’s address; they download its invoice and order the property again', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize(desktop)
  const headers = await adminHeaders(request)
  const stamp = Date.now()
  const email = `returning.${stamp}@e2e.test`
  const address = `${stamp % 1000} Carrowbrook Court, Kearneys Spring QLD 4350`

  const order = await placeOrder(baseURL, { address, email, firstName: 'Rita' })
  const paid = await request.post(`/api/invoices/${order.invoiceId}/payment`, {
    headers,
    data: { Method: 'bank-transfer' },
  })
  expect(paid.ok(), await paid.text()).toBe(true)

  await page.goto('/sign-in')
  await hydrated(page)
  expect(await accessibilityViolations(page)).toEqual([])
  await shoot(page, 'sign-in')
  await page.locator('main').getByRole('link', { name: 'Create an account' }).click()
  await hydrated(page)
  const main = page.locator('main')
  await main.getByLabel('First name').fill('Rita')
  await main.getByLabel('Last name').fill('Returning')
  await main.getByLabel('Email').fill(email)
  await main.getByLabel(/^Password/).fill('a returning password')
  await main.getByRole('button', { name: 'Create my account' }).click()
  await expect(main.getByText('Check your e-mail')).toBeVisible()
  const confirmLink = /https?:\/\/\S+\/confirm-email\?token=\S+/
  const welcome = await latestEmailTo(request, headers, email, ({ text }) => confirmLink.test(text))
  const confirmUrl = new URL(confirmLink.exec(welcome.text)![0])
  await page.goto(confirmUrl.pathname + confirmUrl.search)
  await hydrated(page)
  await page.getByLabel('Your ValueDesk password').fill('a returning password')
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click()
  await expect(page.getByText('is confirmed')).toBeVisible()

  await page.goto('/sign-in')
  await hydrated(page)
  await main.getByLabel('Email').fill(email)
  await main.getByLabel('Password').fill('a returning password')
  await main.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible()
  await expect(page.locator('#site-nav').getByRole('link', { name: 'My account' })).toBeVisible()
  await expect(page.getByText('No orders yet.')).toBeVisible()

  await main.getByLabel('Order reference').fill(order.reference)
  await main.getByLabel('E-mail address it was ordered with').fill(email)
  await main.getByRole('button', { name: 'Send me the link' }).click()
  await expect(main.getByText('a link is on its way there')).toBeVisible()
  const claimLink = /https?:\/\/\S+\/account\/claim\?token=\S+/
  const claimMail = await latestEmailTo(request, headers, email, ({ text }) => claimLink.test(text))
  expect(claimMail.subject).toBe(`Add order ${order.reference} to your ValueDesk account`)
  const claimUrl = new URL(claimLink.exec(claimMail.text)![0])
  await page.goto(claimUrl.pathname + claimUrl.search)
  await hydrated(page)
  await page.getByRole('button', { name: 'Add the order to my account' }).click()
  await expect(page.getByText(`Order ${order.reference} is in your account now.`)).toBeVisible()
  await page.getByRole('link', { name: 'Go to my account' }).click()

  const orders = page.getByRole('region', { name: 'Your orders' })
  await expect(orders.getByRole('heading', { name: address })).toBeVisible()
  await expect(orders.getByText('Paid — waiting for a valuer')).toBeVisible()
  await expect(orders.getByText(/Report due by/)).toBeVisible()
  const invoices = page.getByRole('region', { name: 'Tax invoices' })
  await expect(invoices.getByText(/^Paid/)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Properties' }).getByText('Not valued yet')).toBeVisible()
  expect(await accessibilityViolations(page)).toEqual([])
  await shoot(page, 'dashboard')

  const download = page.waitForEvent('download')
  await invoices.getByRole('button', { name: /Download PDF/ }).click()
  const invoicePdf = await download
  expect(invoicePdf.suggestedFilename()).toMatch(/^Tax invoice INV-\d+\.pdf$/)
  expect(
    readFileSync((await invoicePdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-')

  await orders.getByRole('link', { name: /^Order again for 30 June \d{4}/ }).click()
  await expect(page).toHaveURL(/\/valuation\?step=property$/)
  await hydrated(page)
  const wizard = page.locator('.wizard')
  await expect(wizard.getByText(`Ordering again from ${order.reference}`)).toBeVisible()
  await expect(wizard.getByLabel('Property address')).toHaveValue(address)
  await expect(wizard.getByLabel('Kind of property')).toHaveValue('residential')
  await shoot(page, 'reorder')

  await page.goto('/account')
  await hydrated(page)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(`${baseURL}/`)
  await expect(page.locator('#site-nav').getByRole('link', { name: 'Sign in' })).toBeVisible()
  await page.goto('/account')
  await hydrated(page)
  await expect(page.locator('main').getByRole('link', { name: 'Sign in' })).toBeVisible()
})
