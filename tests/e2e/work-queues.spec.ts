import { expect, test, type Page } from '@playwright/test'

import { HOUR_MS } from '@valuedesk/domain'

import { baseURL } from '../playwright.config.ts'
import { placeOrder } from '../support/placeOrder.ts'
import { adminHeaders, licensedValuer, signInToAdmin } from './support.ts'

/** Each queue's count as its tile says it ("Overdue: 3"), by the queue's key. */
async function tileCounts(page: Page): Promise<Record<string, number>> {
  await page.goto('/admin')
  const tiles = page.getByRole('region', { name: 'Work queues' }).locator('a[data-queue]')
  await expect(tiles.first()).toBeVisible()
  const labels = await tiles.evaluateAll((anchors) =>
    anchors.map((anchor) => [(anchor as HTMLElement).dataset.queue!, anchor.getAttribute('aria-label')!]),
  )
  return Object.fromEntries(labels.map(([key, label]) => [key, Number(label!.split(': ').at(-1))]))
}

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
  // Other journeys share this database: each queue is checked by what this test adds to it.
  await page.setViewportSize({ width: 1366, height: 900 })
  await signInToAdmin(page)
  const before = await tileCounts(page)
  const valuer = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage()
  await signInToAdmin(valuer, quinn)
  const valuerBefore = await tileCounts(valuer)
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
      data: { DueAt: new Date(Date.now() - 5 * HOUR_MS).toISOString() },
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

  const queues = page.getByRole('region', { name: 'Work queues' })
  const after = await tileCounts(page)
  expect(after).toMatchObject({
    awaitingPayment: before.awaitingPayment! + 1,
    unassigned: before.unassigned! + 1,
    overdue: before.overdue! + 1,
    onHold: before.onHold! + 1,
    awaitingQa: before.awaitingQa! + 1,
    deliveredThisWeek: before.deliveredThisWeek,
  })
  const tile = (key: string) => queues.locator(`a[data-queue="${key}"]`)
  await page.screenshot({ path: 'test-results/dashboard-1366x900.png', fullPage: true })

  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await expect(tile('overdue')).toBeVisible()
  await page.screenshot({ path: 'test-results/dashboard-390x844.png', fullPage: true })

  await page.setViewportSize({ width: 1366, height: 900 })
  await tile('overdue').click()
  await expect(page).toHaveURL(/\/admin\/collections\/valuations\?where/, { timeout: 30_000 })
  const rows = page.locator('.table tbody tr')
  await expect(rows).toHaveCount(Math.min(after.overdue!, 10))
  await expect(page.locator('.table tbody')).toContainText(late.reference)
  await expect(rows.first()).not.toContainText('Loading')
  await page.waitForLoadState('networkidle')
  const filters = page.locator('.where-builder')
  await expect(filters).toBeVisible()
  await expect(filters).toContainText('On hold > Since')
  await expect(filters).toContainText('Due (72 hours from payment)')
  await page.screenshot({ path: 'test-results/dashboard-overdue-list.png', fullPage: true })

  await page.goto('/admin')
  await tile('onHold').click()
  // The list opens by Next's client navigation: on a busy machine it can take longer than a check's 5 s.
  await expect(page).toHaveURL(/\/admin\/collections\/valuations\?where/, { timeout: 30_000 })
  await expect(rows).toHaveCount(Math.min(after.onHold!, 10))
  await expect(page.locator('.table tbody')).toContainText(held.reference)

  await page.goto('/admin')
  await tile('awaitingQa').click()
  await expect(page).toHaveURL(/\/admin\/collections\/reports\?where/, { timeout: 30_000 })
  await expect(rows).toHaveCount(Math.min(after.awaitingQa!, 10))
  await expect(page.locator('.table tbody')).toContainText(drafted.reference)
  await expect(rows.first()).not.toContainText('Loading')
  // Its filter (on the valuation's status) is one the Filters panel cannot show: it stays closed, not blank.
  await expect(page.locator('.where-builder')).not.toBeVisible()
  await page.screenshot({ path: 'test-results/dashboard-awaiting-qa-list.png', fullPage: true })

  const theirs = valuer.getByRole('region', { name: 'Work queues' })
  expect(await tileCounts(valuer)).toMatchObject({
    overdue: valuerBefore.overdue! + 1,
    onHold: valuerBefore.onHold! + 1,
  })
  await expect(theirs.getByRole('link', { name: /Failed/ })).toHaveCount(0)
  await valuer.screenshot({ path: 'test-results/dashboard-valuer-1366x900.png' })
  await valuer.close()
})
