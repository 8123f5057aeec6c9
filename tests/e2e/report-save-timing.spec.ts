import { expect, test, type Request } from '@playwright/test'

import { monthsBefore } from '@valuedesk/domain'

import { baseURL } from '../playwright.config.ts'
import { fillReport } from '../support/fillReport.ts'
import { propertyPhoto } from '../support/phonePhotos.ts'
import { placeOrder } from '../support/placeOrder.ts'
import { photoSlots } from '../support/reportToComplete.ts'
import { adminHeaders, licensedValuer, signInToAdmin, templateBlockTypes } from './support.ts'

const SAVES = Number(process.env.BENCH_SAVES ?? 6)

/**
 * npm run bench:report:browser (docs/benchmarks.md, "What a valuer waits for"): a figure, not a test, skipped
 * unless BENCH_BROWSER is set. Each save is timed from the last key to "All changes saved".
 */
test('a valuer saves a report in the admin: how long until it says it is saved', async ({
  page,
  request,
}) => {
  test.skip(!process.env.BENCH_BROWSER, 'a benchmark: npm run bench:report:browser')
  test.setTimeout(400_000)
  await page.setViewportSize({ width: 1366, height: 900 })
  const headers = await adminHeaders(request)
  const stamp = Date.now()
  const login = { email: `tim.${stamp}@e2e.test`, password: 'valuer-password-1' }
  const { record } = await licensedValuer(request, headers, { ...login, firstName: 'Tim', lastName: 'Er' })
  const order = await placeOrder(baseURL, { email: `timing.${stamp}@e2e.test` })
  const post = async (path: string, data: unknown, auth = headers) => {
    const response = await request.post(path, { headers: auth, data })
    expect(response.ok(), await response.text()).toBe(true)
    return response.json()
  }
  const customer = { authorization: `Bearer ${order.token}` }
  for (let index = 0; index < 12; index++) {
    const photo = await propertyPhoto(index)
    const file = await (
      await request.post('/api/files', {
        headers: customer,
        multipart: { file: { name: `IMG_${index}.jpg`, mimeType: 'image/jpeg', buffer: photo } },
      })
    ).json()
    const put = await request.put(`/api/valuations/${order.valuationId}/images`, {
      headers: customer,
      data: { FileId: file.FileId, Slot: photoSlots[index] },
    })
    expect(put.ok(), await put.text()).toBe(true)
  }
  await post(`/api/invoices/${order.invoiceId}/payment`, { Method: 'bank-transfer' })
  await post(`/api/valuations/${order.valuationId}/valuer`, { ValuerId: record.id })
  const token = (await post('/api/auth/login', { Email: login.email, Password: login.password })).Token
  const tim = { authorization: `Bearer ${token}` }
  await post(`/api/valuations/${order.valuationId}/status`, { Status: 20 }, tim)
  const { ReportId } = await post('/api/reports/from_template', { ValuationId: order.valuationId }, tim)
  const blocks = await (await request.get(`/api/reports/${ReportId}/blocks`, { headers: tim })).json()
  const { valuationDate } = await (
    await request.get(`/api/reports/${ReportId}/data`, { headers: tim })
  ).json()
  const sales = blocks.find((block: { Type: string }) => block.Type === 'comparableSales')
  const six = Array.from({ length: 6 }, (_, at) => ({
    address: `${at + 2} Wendover Court, Kearneys Spring QLD 4350`,
    saleDate: monthsBefore(valuationDate, at + 1),
    price: 830_000 + at * 5000,
    landArea: 700 + at * 10,
    comparison: 'Similar house and lot.',
  }))
  await request.put(`/api/reports/${ReportId}/blocks/${sales.BlockId}`, {
    headers: tim,
    data: { Data: { ...sales.Data, sales: six } },
  })
  await fillReport(baseURL, token, ReportId)

  await signInToAdmin(page, login)
  await page.goto(`/admin/collections/reports/${ReportId}`)
  await expect(page.getByRole('region', { name: 'Checks before sending' })).toBeVisible()
  const commentaryAt = templateBlockTypes('residential').indexOf('commentary')
  const lines: string[] = []
  const toasts: number[] = []
  await page
    .getByRole('navigation', { name: 'Contents' })
    .locator(`[data-block-link="${commentaryAt}"]`)
    .click()
  for (let run = 0; run < SAVES; run++) {
    await page.locator(`#blocks-row-${commentaryAt}`).scrollIntoViewIfNeeded()
    const text = page.locator(`#blocks-row-${commentaryAt} textarea`).first()
    await text.click()
    await text.press('End')
    await text.pressSequentially(` ${run}`)
    const requests: string[] = []
    const onFinished = (finished: Request) =>
      requests.push(
        `${finished.method()} ${new URL(finished.url()).pathname} ${Math.round(finished.timing().responseEnd)} ms`,
      )
    page.on('requestfinished', onFinished)
    const started = Date.now()
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes('/cms-api/reports/'),
      { timeout: 60_000 },
    )
    await saved
    await expect(page.locator('[data-save-state="saved"]')).toBeVisible({ timeout: 60_000 })
    const toast = Date.now() - started
    page.off('requestfinished', onFinished)
    toasts.push(toast)
    lines.push(`save ${run + 1}: ${toast} ms; ${requests.join(' | ')}`)
  }
  const sorted = [...toasts].sort((a, b) => a - b)
  console.log(
    `${lines.join('\n')}\nlast key to "All changes saved" (800 ms of it the pause): p50 ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms`,
  )
})
