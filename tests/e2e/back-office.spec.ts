import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { baseURL, fakeStripeUrl } from '../playwright.config.ts'
import { placeOrder } from '../support/placeOrder.ts'
import { adminHeaders, licensedValuer, signInToAdmin } from './support.ts'

type Headers = Record<string, string>

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/back-office-${name}.png`, fullPage: true })

/** A valuer set up through /cms-api as an admin does: their account and practice record with these licences. */
async function valuerWith(
  request: APIRequestContext,
  headers: Headers,
  who: { email: string; firstName: string; lastName: string },
  practice: number,
  licences: { state: string; number: string }[],
) {
  const user = await request.post('/cms-api/users', {
    headers,
    data: { ...who, password: 'valuer-password-1', roles: ['valuer'] },
  })
  expect(user.ok(), await user.text()).toBe(true)
  const record = await request.post('/cms-api/practice-valuers', {
    headers,
    data: { practice, valuer: (await user.json()).doc.id, licences },
  })
  expect(record.ok(), await record.text()).toBe(true)
  return (await record.json()).doc as { id: number }
}

/**
 * The dashboard's queues that hold a valuation: each tile's own link, asked through /cms-api for this one
 * valuation. The dashboard is shot at each step.
 */
async function queuesOf(
  page: Page,
  request: APIRequestContext,
  headers: Headers,
  reference: string,
  step: string,
) {
  await page.goto('/admin')
  const tiles = page.locator('a[data-queue]')
  await expect(tiles.first()).toBeVisible()
  await screenshot(page, `dashboard-${step}`)
  const links = await tiles.evaluateAll((anchors) =>
    anchors.map((anchor) => [(anchor as HTMLElement).dataset.queue!, anchor.getAttribute('href') ?? '']),
  )
  const found: string[] = []
  for (const [key, href = ''] of links) {
    if (!href.startsWith('/admin/collections/valuations?')) continue
    const query = `${href.split('?')[1]}&where[reference][equals]=${reference}&depth=0`
    const listed = await request.get(`/cms-api/valuations?${query}`, { headers })
    expect(listed.ok(), await listed.text()).toBe(true)
    if ((await listed.json()).totalDocs) found.push(key!)
  }
  return found
}

const valuationOf = async (request: APIRequestContext, headers: Headers, id: number) => {
  const response = await request.get(`/api/valuations/${id}`, { headers })
  expect(response.ok()).toBe(true)
  return (await response.json()) as {
    Status: number
    DueAt: string | null
    OnHold: unknown
    HoursLeft: number | null
  }
}

test('an admin records a bank transfer, assigns only a licensed valuer of the practice, holds and resumes with the clock paused, and messages the customer', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1366, height: 900 })
  const headers = await adminHeaders(request)
  const stamp = Date.now()
  const [practice] = (
    await (await request.get('/cms-api/practices?where[isDefault][equals]=true', { headers })).json()
  ).docs
  const { record: licensed } = await licensedValuer(request, headers, {
    email: `lena.${stamp}@e2e.test`,
    password: 'valuer-password-1',
    firstName: 'Lena',
    lastName: `Licensed${stamp}`,
  })
  await valuerWith(
    request,
    headers,
    { email: `wes.${stamp}@e2e.test`, firstName: 'Wes', lastName: `Westonly${stamp}` },
    practice.id,
    [{ state: 'WA', number: '1763' }],
  )
  const elsewhere = await request.post('/cms-api/practices', {
    headers,
    data: { name: `Elsewhere Valuers ${stamp}` },
  })
  const otto = await valuerWith(
    request,
    headers,
    { email: `otto.${stamp}@e2e.test`, firstName: 'Otto', lastName: `Other${stamp}` },
    (await elsewhere.json()).doc.id,
    [{ state: 'QLD', number: '9001' }],
  )
  const order = await placeOrder(baseURL, {
    address: `${stamp % 1000} Back Office Road, Toowoomba QLD 4350`,
    email: `dana.${stamp}@e2e.test`,
  })
  await signInToAdmin(page)
  expect(await queuesOf(page, request, headers, order.reference, '1-ordered')).toEqual(['awaitingPayment'])

  await page.goto(`/admin/collections/invoices/${order.invoiceId}`)
  await screenshot(page, 'invoice-unpaid')
  await page.getByRole('button', { name: 'Record bank transfer' }).click()
  await expect(page.getByRole('button', { name: 'Refund' })).toBeVisible()
  await screenshot(page, 'invoice-paid')
  const paid = await valuationOf(request, headers, order.valuationId)
  expect(paid.Status).toBe(10)
  expect(paid.DueAt).not.toBeNull()
  expect(await queuesOf(page, request, headers, order.reference, '2-paid')).toEqual(['unassigned'])

  await page.goto(`/admin/collections/valuations/${order.valuationId}`)
  const picker = page.getByLabel('Assign to')
  await expect(
    picker.locator('option', { hasText: `Lena Licensed${stamp} — QLD · nothing open` }),
  ).toBeEnabled()
  await expect(picker.locator('option', { hasText: `Wes Westonly${stamp} — WA` })).toBeDisabled()
  await expect(picker.locator('option', { hasText: `Otto Other${stamp}` })).toHaveCount(0)
  const cannot = page.getByRole('list', { name: 'Valuers who cannot take this valuation' })
  await expect(cannot).toContainText(`Wes Westonly${stamp} holds no licence recorded for QLD`)
  await screenshot(page, 'assign-choices')
  const other = await request.post(`/api/valuations/${order.valuationId}/valuer`, {
    headers,
    data: { ValuerId: otto.id },
  })
  expect(other.status()).toBe(400)
  expect((await other.json()).ValuerId[0]).toMatch(/not in the valuation’s practice/)
  const unlicensed = await request.get(`/api/valuations/${order.valuationId}/valuer_choices`, { headers })
  const wes = ((await unlicensed.json()) as { ValuerId: number; Name: string }[]).find((choice) =>
    choice.Name.startsWith('Wes'),
  )!
  const refused = await request.post(`/api/valuations/${order.valuationId}/valuer`, {
    headers,
    data: { ValuerId: wes.ValuerId },
  })
  expect(refused.status()).toBe(400)
  expect((await refused.json()).ValuerId[0]).toMatch(/no licence recorded for QLD/)

  await picker.selectOption(String(licensed.id))
  await page.getByRole('button', { name: 'Assign', exact: true }).click()
  await expect
    .poll(() =>
      page
        .getByLabel('Assign to')
        .locator('option')
        .allTextContents()
        .catch(() => []),
    )
    .toContainEqual(expect.stringMatching(/^Lena Licensed\d+ — QLD · 1 open, next due .+ \(assigned\)$/))

  expect(await queuesOf(page, request, headers, order.reference, '3-assigned')).toEqual([])
  await page.goto(`/admin/collections/valuations/${order.valuationId}`)

  await page.getByRole('button', { name: 'Put on hold' }).click()
  await page.getByLabel(/What is it waiting for/).fill('Waiting for a copy of the current lease.')
  await page.getByRole('button', { name: 'Put on hold' }).click()
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible()
  await screenshot(page, 'on-hold')
  const held = await valuationOf(request, headers, order.valuationId)
  expect(held.OnHold).toMatchObject({ Reason: 'Waiting for a copy of the current lease.' })
  expect(held.HoursLeft).toBeNull()
  expect(await queuesOf(page, request, headers, order.reference, '4-on-hold')).toEqual(['onHold'])
  // The clock stands still a little longer (at least two seconds on hold in all).
  await page.waitForTimeout(2_000)
  await page.goto(`/admin/collections/valuations/${order.valuationId}`)
  await page.getByRole('button', { name: 'Resume' }).click()
  await expect(page.getByRole('button', { name: 'Put on hold' })).toBeVisible()
  const resumed = await valuationOf(request, headers, order.valuationId)
  const paused = new Date(resumed.DueAt!).getTime() - new Date(paid.DueAt!).getTime()
  expect(paused).toBeGreaterThanOrEqual(2_000)
  expect(paused).toBeLessThan(120_000)
  expect(await queuesOf(page, request, headers, order.reference, '5-resumed')).toEqual([])
  await page.goto(`/admin/collections/valuations/${order.valuationId}`)

  await expect(page.getByRole('region', { name: 'The customer', exact: true })).toContainText(
    `dana.${stamp}@e2e.test`,
  )
  await page.getByRole('button', { name: 'Message the customer' }).click()
  await page.getByLabel(/Your message/).fill('Is the granny flat approved by the council?')
  await page.getByRole('button', { name: 'Send message' }).click()
  await page.getByRole('button', { name: 'History', exact: true }).click()
  const history = page.getByRole('region', { name: 'History' })
  await expect(history.getByText(/Message to the customer from .*granny flat/)).toBeVisible()
  await expect(history.getByText(/On hold: Waiting for a copy of the current lease/)).toBeVisible()
  await screenshot(page, 'history')
})

test('an admin declines a card-paid order with a reason: Stripe refunds it in full and the customer is told both', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 900 })
  const headers = await adminHeaders(request)
  const stamp = Date.now()
  const order = await placeOrder(baseURL, {
    address: `${stamp % 1000} Refund Street, Toowoomba QLD 4350`,
    email: `carl.${stamp}@e2e.test`,
  })
  const intent = await request.post(`/api/payments/stripe/invoices/${order.invoiceId}/payment_intent`, {
    headers: { authorization: `Bearer ${order.token}` },
  })
  expect(intent.ok(), await intent.text()).toBe(true)
  const confirmed = await request.post(`${fakeStripeUrl}/test/confirm`, {
    form: { client_secret: (await intent.json()).ClientSecret },
  })
  expect(confirmed.ok()).toBe(true)
  await expect.poll(async () => (await valuationOf(request, headers, order.valuationId)).Status).toBe(10)

  await signInToAdmin(page)
  expect(await queuesOf(page, request, headers, order.reference, '6-card-paid')).toEqual(['unassigned'])
  await page.goto(`/admin/collections/valuations/${order.valuationId}`)
  await page.getByRole('button', { name: 'Decline and refund' }).click()
  await page
    .getByLabel(/Why can we not value it/)
    .fill('The property is a working farm, which we do not value remotely.')
  await screenshot(page, 'decline')
  await page.getByRole('button', { name: 'Decline and refund' }).click()
  await expect.poll(async () => (await valuationOf(request, headers, order.valuationId)).Status).toBe(40)

  const refunds = (await (await request.get(`${fakeStripeUrl}/test/refunds`)).json()) as {
    key: string
    refund: { amount: number }
  }[]
  expect(refunds.find((refund) => refund.key === `refund-invoice-${order.invoiceId}`)?.refund.amount).toBe(
    22_000,
  )
  const invoice = await (await request.get(`/cms-api/invoices/${order.invoiceId}`, { headers })).json()
  expect(invoice.status).toBe('refunded')
  const mailsTo = `/cms-api/outbox?where[to][equals]=${encodeURIComponent(`carl.${stamp}@e2e.test`)}&limit=20`
  await expect
    .poll(async () =>
      ((await (await request.get(mailsTo, { headers })).json()) as { docs: { subject: string }[] }).docs.map(
        (mail) => mail.subject,
      ),
    )
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^We cannot complete your valuation/),
        expect.stringMatching(/^Refund of invoice/),
      ]),
    )
  await expect(page.getByRole('button', { name: 'Decline and refund' })).toHaveCount(0)
  await expect(
    page.getByText('The property is a working farm, which we do not value remotely.'),
  ).toBeVisible()
  await screenshot(page, 'declined')
  expect(await queuesOf(page, request, headers, order.reference, '7-declined')).toEqual([])
})
