import { expect, test } from '@playwright/test'

import { baseURL, e2eAdmin } from '../playwright.config.ts'
import { placeOrder } from '../support/placeOrder.ts'
import { adminHeaders } from './support.ts'

const dollars = /\$\d[\d,]*\.\d{2}/
const brisbaneMoment = /\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m AEST \(Brisbane\)/
const guestLogin = 'guests.valuedesk.invalid'

/** The admin's browser is in London, so a time on the browser's clock would show. */
test('an admin reads valuations, invoices and users by name, in dollars and on Brisbane’s clock, and finds a valuation by its address', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await adminHeaders(request)
  const stamp = Date.now()
  const street = `${stamp % 1000} Readable Street`
  const order = await placeOrder(baseURL, {
    address: `${street}, Kearneys Spring QLD 4350`,
    email: `priya.${stamp}@e2e.test`,
    firstName: 'Priya',
  })
  const paid = await request.post(`/api/invoices/${order.invoiceId}/payment`, {
    headers,
    data: { Method: 'bank-transfer' },
  })
  expect(paid.ok()).toBe(true)

  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    timezoneId: 'Europe/London',
  })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(e2eAdmin.email)
  await page.getByLabel('Password').fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  await page.goto('/admin/collections/valuations')
  await page.getByPlaceholder(/Search by/).fill(street)
  await expect(page).toHaveURL(/search=/)
  const rows = page.locator('table tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(order.reference)
  await expect(rows.first()).toContainText('Priya Rossi')
  await expect(rows.first()).toContainText(street)
  await expect(rows.first()).toContainText(brisbaneMoment)
  await expect(rows.first()).toContainText('SMSF annual reporting (market value)')
  await expect(page.locator('table')).not.toContainText('smsf-reporting')
  await expect(page.locator('table')).not.toContainText(guestLogin)
  await page.screenshot({ path: 'test-results/admin-valuations.png' })
  await page.getByPlaceholder(/Search by/).fill(`priya.${stamp}@e2e.test`)
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(order.reference)

  await page.goto(`/admin/collections/valuations/${order.valuationId}`)
  await expect(page.getByText(brisbaneMoment).first()).toBeVisible()
  await expect(page.locator('#field-contact')).toContainText('Priya Rossi')
  await expect(page.locator('#field-snapshot')).toContainText(street)
  await expect(page.locator('body')).not.toContainText(guestLogin)
  await page.screenshot({ path: 'test-results/admin-valuation-edit.png', fullPage: true })

  await page.goto('/admin/collections/invoices')
  await page.getByPlaceholder(/Search by/).fill('Priya Rossi')
  await expect(page).toHaveURL(/search=/)
  await expect(rows.first()).toContainText(dollars)
  await expect(rows.first()).toContainText('Priya Rossi')
  await expect(rows.first()).toContainText(brisbaneMoment)
  await page.screenshot({ path: 'test-results/admin-invoices.png' })
  await page.goto(`/admin/collections/invoices/${order.invoiceId}`)
  await expect(page.getByText(dollars).first()).toBeVisible()
  await expect(page.locator('#field-contact')).toContainText('Priya Rossi')
  await expect(page.locator('#field-customer')).toContainText('Priya Rossi')
  await expect(page.locator('#field-snapshot')).toContainText(street)
  await page.screenshot({ path: 'test-results/admin-invoice-edit.png', fullPage: true })

  await page.goto('/admin/collections/users?limit=100')
  await expect(page.locator('table')).toContainText('Priya Rossi')
  await expect(page.locator('table')).toContainText('Guest (no address)')
  await expect(page.locator('table')).not.toContainText(guestLogin)
  await expect(page.locator('table')).not.toContainText('Untitled')
  await page.screenshot({ path: 'test-results/admin-users.png' })

  await page.goto('/admin/collections/contacts')
  await expect(page.locator('table')).toContainText('Priya Rossi')
  await page.screenshot({ path: 'test-results/admin-contacts.png' })

  // Declined, nothing is due: the list shows a dash, not the due time it once had.
  const declined = await request.post(`/api/valuations/${order.valuationId}/decline`, {
    headers,
    data: { Reason: 'The property is outside our delivery area.' },
  })
  expect(declined.ok(), await declined.text()).toBe(true)
  await page.goto(
    `/admin/collections/valuations?search=${encodeURIComponent(street)}&where[status][in][0]=40`,
  )
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(order.reference)
  await expect(rows.first()).not.toContainText(brisbaneMoment)
  await expect(rows.first()).toContainText('—')
  await context.close()
})

/** What no list cell may read: Payload's placeholders, raw ids, ISO dates, bare numbers (cents, bytes, dollars). */
const unreadable: [string, RegExp][] = [
  ['an empty relationship as Payload words it', /^<No .*>$/],
  ['a record without a title', /Untitled|ID: \d/],
  ['an ISO date', /\d{4}-\d{2}-\d{2}(T|$)/],
  ['a bare number (cents, bytes or unformatted dollars)', /^[1-9]\d{3,}(\.\d+)?$/],
]

/** The lists a valuer and an admin work from. */
const lists = [
  'valuations',
  'reports',
  'invoices',
  'contacts',
  'users',
  'businesses',
  'practices',
  'practice-valuers',
  'files',
  'adjustment-notes',
  'outbox',
  'firm-invitations',
  'signatures',
]

test('every list an admin works from reads names, dashes, dollars and Australian dates, never a placeholder or a raw value', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const order = await placeOrder(baseURL, { email: `unassigned.${Date.now()}@e2e.test`, firstName: 'Una' })
  const paid = await request.post(`/api/invoices/${order.invoiceId}/payment`, {
    headers: await adminHeaders(request),
    data: { Method: 'bank-transfer' },
  })
  expect(paid.ok()).toBe(true)

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(e2eAdmin.email)
  await page.getByLabel('Password').fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  for (const slug of lists) {
    await page.goto(`/admin/collections/${slug}?limit=50`)
    await expect(page.locator('.collection-list')).toBeVisible()
    // Relationship cells fill in once their titles arrive: wait until none is still loading.
    const body = page.locator('table tbody')
    if (await body.count()) await expect(body).not.toContainText('Loading...')
    const cells = await page.locator('table tbody td').allInnerTexts()
    for (const [what, pattern] of unreadable) {
      const found = cells.map((cell) => cell.trim()).filter((cell) => pattern.test(cell))
      expect(found, `${slug}: ${what}`).toEqual([])
    }
  }

  await page.goto(`/admin/collections/valuations?search=${encodeURIComponent(order.reference)}`)
  const row = page.locator('table tbody tr').first()
  await expect(row).toContainText(order.reference)
  await expect(row.locator('td').last()).toHaveText('—')
  await context.close()
})
