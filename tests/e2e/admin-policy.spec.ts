import { expect, test, type Page } from '@playwright/test'

import { baseURL } from '../playwright.config.ts'
import { placeOrder } from '../support/placeOrder.ts'
import { expectNoConsoleErrors, signInToAdmin, watchConsole } from './support.ts'

const nonceOf = (policy: string | undefined) => policy?.match(/script-src [^;]*'nonce-([^']+)'/)?.[1]

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`) })

test('an admin works in /admin under its nonce policy (rich text, live preview, JSON fields), nothing loads from another host, and the browser reports no violation', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 900 })
  const errors = await watchConsole(page)
  // No request leaves for another host: the admin renders without the internet.
  const elsewhere: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL).origin && !request.url().startsWith('data:'))
      elsewhere.push(request.url())
  })
  const order = await placeOrder(baseURL, {
    address: '9 Nonce Street, Kearneys Spring QLD 4350',
    email: 'nonce.policy@e2e.test',
  })
  await signInToAdmin(page)
  await expect(page.getByRole('heading', { name: 'Pages' }).first()).toBeVisible()
  await screenshot(page, 'dashboard')

  await page.goto('/admin/collections/posts')
  const firstPost = page.locator('table tbody tr td a').first()
  await expect(firstPost).toBeVisible()
  await expect(page.getByText('Loading...')).toHaveCount(0)
  await screenshot(page, 'posts')

  await firstPost.click()
  await expect(page.locator('#field-title')).toBeVisible()
  // Payload remembers whether live preview was open (a preference): opened here unless it already is.
  const toggler = page.locator('#live-preview-toggler')
  if ((await toggler.getAttribute('aria-label')) === 'Live Preview') await toggler.click()
  await expect(toggler).toHaveAttribute('aria-label', 'Exit Live Preview')
  const preview = page.frameLocator('iframe').first()
  await expect(preview.getByText('Preview: you are seeing unpublished changes.')).toBeVisible()
  await screenshot(page, 'post-live-preview')

  // A FAQ's answer in Lexical (drafts without autosave: nothing typed here is kept).
  await page.goto('/admin/collections/faqs')
  await page.locator('table tbody tr td a').first().click()
  const answer = page.locator('[data-lexical-editor="true"]').first()
  await answer.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(' Typed under the nonce policy.')
  await expect(answer).toContainText('Typed under the nonce policy.')
  await screenshot(page, 'faq-rich-text')

  await page.goto(`/admin/collections/valuations/${order.valuationId}`)
  await expect(page.getByText(order.reference).first()).toBeVisible()
  await screenshot(page, 'valuation')

  // The property's details are JSON, shown as indented text (not Payload's code editor, which loads from a CDN).
  await page.goto(`/admin/collections/property-snapshots/${order.snapshotId}`)
  await expect(page.getByRole('textbox', { name: 'Details as stored' })).toHaveValue(/"LandAreaM2": 752/)
  await screenshot(page, 'snapshot-json')

  await expectNoConsoleErrors(errors)
  expect(elsewhere).toEqual([])
})

test('Next writes this response’s nonce on every script of an admin page; a script without it is refused', async ({
  page,
  request,
}) => {
  const response = await request.get('/admin/login')
  const policy = response.headers()['content-security-policy'] ?? ''
  const nonce = nonceOf(policy)
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  expect(policy.match(/script-src [^;]*/)?.[0]).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic|\*/)
  const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? []
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`)
  expect(nonceOf((await request.get('/admin/login')).headers()['content-security-policy'])).not.toBe(nonce)

  const violations: string[] = []
  page.on('console', (message) => message.type() === 'error' && violations.push(message.text()))
  await page.goto('/admin/login')
  await expect(page.getByLabel('Email')).toBeVisible()
  const ran = await page.evaluate(() => {
    const run = (name: string, nonce?: string) => {
      const script = document.createElement('script')
      if (nonce) script.nonce = nonce
      script.textContent = `window.${name} = true`
      document.body.append(script)
      return (window as unknown as Record<string, boolean | undefined>)[name] === true
    }
    const pageNonce = document.querySelector<HTMLScriptElement>('script[nonce]')!.nonce
    return { injected: run('injected'), withNonce: run('withNonce', pageNonce) }
  })
  expect(ran).toEqual({ injected: false, withNonce: true })
  expect(violations.join('\n')).toMatch(/Executing inline script violates .* directive 'script-src/)
})
