import { expect, test } from '@playwright/test'

import { e2eAdmin } from '../playwright.config.ts'

test('an admin logs in to the Payload admin and sees the collections', async ({ page }) => {
  await page.goto('/admin')
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
  await expect(page.getByText('/api/auth/login')).toBeVisible()
  await expect(page.getByText('/api/telemetry/ping')).toBeVisible()
})

test('only the order wizard’s pages let Stripe in; no page lets Google in; nobody else may frame them', async ({
  request,
}) => {
  const policyOf = async (path: string) =>
    (await request.get(path)).headers()['content-security-policy'] ?? ''
  for (const path of ['/valuation', '/valuation?step=review']) {
    const csp = await policyOf(path)
    expect(csp, path).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/js\.stripe\.com/)
    expect(csp, path).toContain('frame-src https://js.stripe.com')
  }
  for (const path of ['/', '/pricing', '/faq', '/completed', '/blogs', '/sample-report']) {
    const csp = await policyOf(path)
    expect(csp, path).toContain("default-src 'self'")
    expect(csp, path).toContain("frame-ancestors 'self'")
    expect(csp, path).toContain("frame-src 'none'")
    expect(csp, path).not.toMatch(/stripe|google/)
  }
})
