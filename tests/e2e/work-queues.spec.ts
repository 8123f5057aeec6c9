import { expect, test } from '@playwright/test'

import { baseURL } from '../playwright.config.ts'
import { placeOrder } from '../support/placeOrder.ts'
import { adminHeaders, licensedValuer, signInToAdmin } from './support.ts'

/**
 * Issue 20, work queues: an admin's dashboard shows each queue's count, large, with its name in words; a
 * queue opens the valuations list filtered to exactly its rows.
 */
test('the admin’s dashboard shows the work queues, and a queue opens its list with the same rows', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const headers = await adminHeaders(request)
  const stamp = Date.now()
  const quinn = { email: `quinn.${stamp}@e2e.test`, password: 'valuer-password-1' }
  const { record, token: quinnToken } = await licensedValuer(request, headers, {
    ...quinn,
    firstName: 'Quinn',
    lastName: 'Queue',
  })
  const ok = async (response: Promise<{ ok(): boolean; text(): Promise<string> }>) => {
    const answer = await response
    expect(answer.ok(), await answer.text()).toBe(true)
  }
  const order = async (street: string, paid = true) => {
    const placed = await placeOrder(baseURL, {
      address: `${street}, Toowoomba QLD 4350`,
      email: 'q@e2e.test',
    })
    if (paid)
      await ok(
        request.post(`/api/invoices/${placed.invoiceId}/payment`, {
          headers,
          data: { Method: 'bank-transfer' },
        }),
      )
    return placed
  }
  await order('1 Unpaid Street', false)
  await order('2 Nobody Road')
  const late = await order('3 Late Lane')
  await ok(
    request.post(`/api/valuations/${late.valuationId}/valuer`, { headers, data: { ValuerId: record.id } }),
  )
  await ok(
    request.patch(`/api/valuations/${late.valuationId}`, {
      headers,
      data: { DueAt: new Date(Date.now() - 5 * 3_600_000).toISOString() },
    }),
  )
  const held = await order('4 Waiting Way')
  await ok(
    request.post(`/api/valuations/${held.valuationId}/valuer`, { headers, data: { ValuerId: record.id } }),
  )
  await ok(
    request.post(`/api/valuations/${held.valuationId}/hold`, {
      headers,
      data: { Reason: 'Waiting for the lease' },
    }),
  )

  const drafted = await order('5 Draft Drive')
  await ok(
    request.post(`/api/valuations/${drafted.valuationId}/valuer`, { headers, data: { ValuerId: record.id } }),
  )
  const asQuinn = { authorization: `Bearer ${quinnToken}` }
  await ok(
    request.post(`/api/valuations/${drafted.valuationId}/status`, { headers: asQuinn, data: { Status: 20 } }),
  )
  await ok(
    request.post('/api/reports/from_template', {
      headers: asQuinn,
      data: { ValuationId: drafted.valuationId },
    }),
  )

  await page.setViewportSize({ width: 1366, height: 900 })
  await signInToAdmin(page)
  const queues = page.getByRole('region', { name: 'Work queues' })
  await expect(queues.getByRole('link', { name: 'Overdue: 1' })).toBeVisible()
  await expect(queues.getByRole('link', { name: 'Awaiting payment: 1' })).toBeVisible()
  await expect(queues.getByRole('link', { name: 'Unassigned: 1' })).toBeVisible()
  await expect(queues.getByRole('link', { name: 'On hold: 1' })).toBeVisible()
  await expect(queues.getByRole('link', { name: 'Delivered this week: 0' })).toBeVisible()
  await page.screenshot({ path: 'test-results/dashboard-1366x900.png', fullPage: true })

  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await expect(queues.getByRole('link', { name: 'Overdue: 1' })).toBeVisible()
  await page.screenshot({ path: 'test-results/dashboard-390x844.png', fullPage: true })

  await page.setViewportSize({ width: 1366, height: 900 })
  await queues.getByRole('link', { name: 'Overdue: 1' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/valuations\?where/)
  const rows = page.locator('.table tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(late.reference)
  await expect(rows.first()).not.toContainText('Loading')
  await page.waitForLoadState('networkidle')
  // The queue's conditions are the list's filters, open to read and change.
  const filters = page.locator('.where-builder')
  await expect(filters).toBeVisible()
  await expect(filters).toContainText('On hold > Since')
  await expect(filters).toContainText('Due (72 hours from payment)')
  await page.screenshot({ path: 'test-results/dashboard-overdue-list.png', fullPage: true })

  await page.goto('/admin')
  await queues.getByRole('link', { name: 'On hold: 1' }).click()
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(held.reference)

  // Awaiting QA lists reports: the draft of the valuation in progress.
  await page.goto('/admin')
  await queues.getByRole('link', { name: 'Awaiting QA: 1' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/reports\?where/)
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(drafted.reference)
  await expect(rows.first()).not.toContainText('Loading')
  // Its filter (on the valuation's status) is one the Filters panel cannot show: it stays closed, not blank.
  await expect(page.locator('.where-builder')).not.toBeVisible()
  await page.screenshot({ path: 'test-results/dashboard-awaiting-qa-list.png', fullPage: true })

  // The valuer sees the queues of their practice's work, without the admin's failed e-mails and jobs.
  const valuer = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage()
  await signInToAdmin(valuer, quinn)
  const theirs = valuer.getByRole('region', { name: 'Work queues' })
  await expect(theirs.getByRole('link', { name: 'Overdue: 1' })).toBeVisible()
  await expect(theirs.getByRole('link', { name: /Failed/ })).toHaveCount(0)
  await valuer.screenshot({ path: 'test-results/dashboard-valuer-1366x900.png' })
  await valuer.close()
})
