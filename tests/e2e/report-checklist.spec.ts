import { expect, test } from '@playwright/test'

import { monthsBefore, reportRuleIds, todayInAustralia } from '@valuedesk/domain'

import { baseURL } from '../playwright.config.ts'
import { fillReport } from '../support/fillReport.ts'
import { placeOrder } from '../support/placeOrder.ts'
import { adminHeaders, licensedValuer, signInToAdmin } from './support.ts'

test('the valuer sees every check beside the report, notes a warning, and reads the edit history', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1366, height: 900 })
  const headers = await adminHeaders(request)
  const stamp = Date.now()
  const login = { email: `rita.${stamp}@e2e.test`, password: 'valuer-password-1' }
  const { record } = await licensedValuer(request, headers, {
    ...login,
    firstName: 'Rita',
    lastName: 'Checks',
  })
  const order = await placeOrder(baseURL, { email: `checks.${stamp}@e2e.test` })
  const post = async (path: string, data: unknown, auth = headers) => {
    const response = await request.post(path, { headers: auth, data })
    expect(response.ok(), await response.text()).toBe(true)
    return response.json()
  }
  await post(`/api/invoices/${order.invoiceId}/payment`, { Method: 'bank-transfer' })
  await post(`/api/valuations/${order.valuationId}/valuer`, { ValuerId: record.id })
  const token = (await post('/api/auth/login', { Email: login.email, Password: login.password })).Token
  const rita = { authorization: `Bearer ${token}` }
  await post(`/api/valuations/${order.valuationId}/status`, { Status: 20 }, rita)
  const { ReportId } = await post('/api/reports/from_template', { ValuationId: order.valuationId }, rita)

  await signInToAdmin(page, login)
  await page.goto(`/admin/collections/reports/${ReportId}`)
  const checks = page.getByRole('region', { name: 'Checks before sending' })
  await expect(checks.locator('li[data-rule]')).toHaveCount(reportRuleIds.length)
  await expect(checks.locator('li[data-rule="placeholders"]')).toHaveAttribute('data-outcome', 'fail')
  await expect(checks.locator('li[data-rule="valuerLicensed"]')).toHaveAttribute('data-outcome', 'pass')
  await expect(page.getByRole('button', { name: 'Complete and send' })).toBeDisabled()
  await page.screenshot({ path: 'test-results/report-checklist-untouched.png' })

  // Finished, but one sale is older than a year before the date of value: a warning that needs a note.
  await fillReport(baseURL, token, ReportId)
  const blocks = await (await request.get(`/api/reports/${ReportId}/blocks`, { headers: rita })).json()
  const sales = blocks.find((block: { Type: string }) => block.Type === 'comparableSales')
  const old = { ...sales.Data.sales[2], saleDate: monthsBefore(todayInAustralia(), 15) }
  const put = await request.put(`/api/reports/${ReportId}/blocks/${sales.BlockId}`, {
    headers: rita,
    data: { Data: { ...sales.Data, sales: [...sales.Data.sales.slice(0, 2), old] } },
  })
  expect(put.ok()).toBe(true)
  await page.reload()
  await expect(page.getByText('Comparable sales evidence').first()).toBeVisible()
  await expect(page.locator('main, .collection-edit').first()).not.toContainText('Untitled')
  // The admin draws a block's fields as they scroll into view, and the page still settles as they are drawn.
  const conclusion = page
    .locator('.blocks-field__row')
    .filter({ has: page.locator('.blocks-field__block-pill-conclusion') })
  // Blocks open collapsed: the conclusion is opened from the contents, which marks nothing failing.
  const contents = page.getByRole('navigation', { name: 'Contents' })
  await expect(contents.getByRole('button', { name: /Valuation conclusion/ })).toBeVisible()
  await page.screenshot({ path: 'test-results/report-contents.png' })
  await contents.getByRole('button', { name: /Valuation conclusion/ }).click()
  await expect(async () => {
    await conclusion.scrollIntoViewIfNeeded()
    await expect(conclusion.locator('[data-amount-read]').first()).toHaveText('$610,000', { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await conclusion.screenshot({ path: 'test-results/report-editor-conclusion.png' })
  const warning = checks.locator('li[data-rule="salesDated"]')
  await expect(warning).toHaveAttribute('data-outcome', 'warn')
  await expect(checks.locator('li[data-outcome="fail"]')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Complete and send' })).toBeDisabled()
  await warning.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/report-checklist-warning.png' })

  await warning
    .getByLabel('Note why it can be sent (required)')
    .fill('The older sale is the closest match in the street; adjusted for the market since.')
  await warning.getByRole('button', { name: 'Save note' }).click()
  await expect(warning.getByText(/^Noted by Rita Checks, /)).toBeVisible()
  await expect(
    checks.getByText('Ready to complete and send: nothing fails, and the warning is noted.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Complete and send' })).toBeEnabled()
  await page.screenshot({ path: 'test-results/report-checklist-noted.png' })

  // The editor saves as the valuer types, and the checks follow the form, not the last save: no Save button.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0)
  const marketValue = conclusion.locator('input[name$=".marketValue"]')
  await conclusion.scrollIntoViewIfNeeded()
  await marketValue.fill('')
  await expect(checks.locator('li[data-outcome="fail"]').first()).toBeVisible()
  await expect(page.getByText(/^Not ready: 1 to fix$/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Complete and send' })).toBeDisabled()
  await page.screenshot({ path: 'test-results/report-checklist-live.png' })
  await marketValue.fill('615000')
  await expect(
    checks.getByText('Ready to complete and send: nothing fails, and the warning is noted.'),
  ).toBeVisible()
  const savedValue = async () => {
    const now = await (await request.get(`/api/reports/${ReportId}/blocks`, { headers: rita })).json()
    return now.find((block: { Type: string }) => block.Type === 'conclusion').Data.marketValue
  }
  await expect.poll(savedValue, { timeout: 30_000 }).toBe(615_000)
  await expect(page.locator('[data-save-state="saved"]')).toHaveText(/^All changes saved, /)
  // The note was this screen's own change: typing after it is not taken for a clash with another person.
  await expect(page.getByText('Document modified')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Complete and send' })).toBeEnabled()

  await contents.getByRole('button', { name: /Comparable sales evidence/ }).click()
  const salesBlock = page
    .locator('.blocks-field__row')
    .filter({ has: page.locator('.blocks-field__block-pill-comparableSales') })
  await expect(salesBlock.getByText(/^Adjusted range \$[\d,]+ – \$[\d,]+; median/)).toBeVisible()
  await salesBlock.screenshot({ path: 'test-results/report-sales-evidence.png' })

  const history = page.getByRole('region', { name: 'Edit history' })
  await history.scrollIntoViewIfNeeded()
  await expect(history.getByText('Rita Checks').first()).toBeVisible()
  await expect(history.getByText(/^Note on “Sales known at the date of valuation”/)).toBeVisible()
  await expect(history.getByText('Report started')).toBeVisible()
  await expect(history.getByText('Valuation conclusion — market value: $610,000 → $615,000')).toHaveCount(1)
  await expect(history.getByText(/market value: .* → empty/)).toHaveCount(0)
  await page.screenshot({ path: 'test-results/report-history.png' })
})
