import { expect, test, type Response } from '@playwright/test'

import { e2eAdmin } from '../playwright.config.ts'
import { expectNoConsoleErrors, watchConsole } from './support.ts'

test('an admin logs in to the Payload admin and sees the collections', async ({ page }) => {
  // Next's inline scripts start the admin, each with this response's nonce (admin-policy.spec.ts).
  const admin = await page.goto('/admin')
  const policy = admin?.headers()['content-security-policy']
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+=*';/)
  expect(policy).toContain("frame-ancestors 'self'")
  expect(policy).toContain("object-src 'none'")
  await page.getByLabel('Email').fill(e2eAdmin.email)
  await page.getByLabel('Password').fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Pages' }).first()).toBeVisible()
  await page.goto('/admin/collections/pages')
  await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible()
})

test('the API docs list the calls', async ({ page }) => {
  await page.goto('/api/docs')
  // Swagger UI draws the whole document (over 150 calls) in the browser: longer than a check's 5 s on a busy machine.
  await expect(page.getByText('/api/auth/login')).toBeVisible({ timeout: 30_000 })
  // A document this size is drawn as it scrolls into view (Swagger UI's virtual list): a call far down the page is
  // reached by its deep link, as a reader following one would (a fresh load: a new #fragment alone draws nothing).
  await page.goto('about:blank')
  await page.goto('/api/docs#/Telemetry/getTelemetryPing')
  await expect(page.getByText('/api/telemetry/ping')).toBeVisible({ timeout: 30_000 })
})

test('only the order wizard’s pages let Stripe in; no page lets Google in; nobody else may frame them', async ({
  request,
}) => {
  const policyOf = async (path: string) =>
    (await request.get(path)).headers()['content-security-policy'] ?? ''
  for (const path of ['/valuation', '/valuation?step=review']) {
    const csp = await policyOf(path)
    expect(csp, path).toMatch(/script-src 'self'( 'sha256-[^']+')+ https:\/\/js\.stripe\.com/)
    expect(csp, path).toContain('frame-src https://js.stripe.com')
  }
  for (const path of ['/', '/pricing', '/faq', '/completed', '/blogs', '/sample-report']) {
    const csp = await policyOf(path)
    expect(csp, path).toContain("default-src 'self'")
    expect(csp, path).toContain("frame-ancestors 'self'")
    expect(csp, path).toContain("frame-src 'none'")
    expect(csp, path).not.toMatch(/stripe|google/)
    expect(csp.match(/script-src [^;]*/)?.[0], path).not.toContain('unsafe-inline')
  }
})

test('with no inline script allowed but by hash, the islands hydrate and the browser reports no violation', async ({
  page,
}) => {
  const errors = await watchConsole(page)
  const scriptSrcOf = (response: Response | null) =>
    response?.headers()['content-security-policy']?.match(/script-src [^;]*/)?.[0]
  await page.setViewportSize({ width: 390, height: 844 })
  expect(scriptSrcOf(await page.goto('/'))).not.toContain('unsafe-inline')
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'))
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  expect(scriptSrcOf(await page.goto('/valuation'))).not.toContain('unsafe-inline')
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'))
  await expect(page.locator('.wizard').getByRole('heading', { name: /Step 1 of 5/ })).toBeVisible()
  await expectNoConsoleErrors(errors)
})
