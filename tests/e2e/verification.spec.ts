import { expect, test, type APIRequestContext } from '@playwright/test'

import { baseURL } from '../playwright.config.ts'
import { fillReport } from '../support/fillReport.ts'
import { placeOrder } from '../support/placeOrder.ts'
import {
  accessibilityViolations,
  adminHeaders,
  expectNoConsoleErrors,
  licensedValuer,
  watchConsole,
} from './support.ts'

type Headers = Record<string, string>

/** A report delivered through the API as a licensed valuer delivers it: its code and the PDF delivered. */
async function deliveredReport(request: APIRequestContext, headers: Headers) {
  const stamp = Date.now()
  const login = { email: `vera.${stamp}@e2e.test`, password: 'valuer-password-1' }
  const { record } = await licensedValuer(request, headers, {
    ...login,
    firstName: 'Vera',
    lastName: `Verify${stamp}`,
  })
  const order = await placeOrder(baseURL, {
    address: `${stamp % 1000} Carrowbrook Court, Kearneys Spring QLD 4350`,
    email: 'maria.verify@e2e.test',
  })
  const call = async (path: string, data: unknown, as: Headers = headers) => {
    const response = await request.post(path, { headers: as, data })
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true)
    return response.status() === 204 ? undefined : response.json()
  }
  await call(`/api/invoices/${order.invoiceId}/payment`, { Method: 'bank-transfer' })
  await call(`/api/valuations/${order.valuationId}/valuer`, { ValuerId: record.id })
  const { Token: token } = await call('/api/auth/login', { Email: login.email, Password: login.password }, {})
  const vera = { authorization: `Bearer ${token}` }
  await call(`/api/valuations/${order.valuationId}/status`, { Status: 20 }, vera)
  const { ReportId: reportId } = await call(
    '/api/reports/from_template',
    { ValuationId: order.valuationId },
    vera,
  )
  await fillReport(baseURL, token, reportId)
  await call(`/api/valuations/${order.valuationId}/status`, { Status: 50 }, vera)
  const report = await (await request.get(`/cms-api/reports/${reportId}?depth=0`, { headers })).json()
  const pdf = await (await request.get(`/api/reports/${reportId}/pdf`, { headers })).body()
  return { code: report.verification.code as string, pdf }
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
])
  test(`on a ${viewport.name} (${viewport.width}×${viewport.height}), /verify/{code} confirms the delivered report, accepts its PDF and refuses a changed one`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000)
    const { code, pdf } = await deliveredReport(request, await adminHeaders(request))
    const errors = await watchConsole(page)
    await page.setViewportSize(viewport)

    // Someone with the report types its code at /verify, in lower case as people do.
    await page.goto('/verify')
    await page.getByLabel('Verification code').fill(code.toLowerCase())
    await page.getByRole('button', { name: 'Check the report' }).click()
    await expect(page).toHaveURL(new RegExp(`/verify/${code}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This verification code is genuine')
    await expect(page.getByText('Registered Valuer No. 4821 (Queensland)')).toBeVisible()
    await expect(page.getByText(/Version 1 is the current version/)).toBeVisible()
    expect(await accessibilityViolations(page)).toEqual([])
    await page.screenshot({ path: testInfo.outputPath(`verify-${viewport.name}.png`), fullPage: true })

    const input = page.getByLabel('Choose the PDF you were given, or drop it here')
    await input.setInputFiles({ name: 'valuation-report.pdf', mimeType: 'application/pdf', buffer: pdf })
    const result = page.getByRole('status', { name: 'Result of the check' })
    await expect(result).toContainText('Matches: valuation-report.pdf is the report we delivered.')
    expect(await accessibilityViolations(page)).toEqual([])
    await page.screenshot({ path: testInfo.outputPath(`verify-${viewport.name}-match.png`), fullPage: true })

    const changed = Buffer.from(pdf)
    const middle = Math.floor(changed.length / 2)
    changed[middle] = changed[middle]! ^ 1
    await input.setInputFiles({ name: 'edited-report.pdf', mimeType: 'application/pdf', buffer: changed })
    await expect(result).toContainText('Does not match — edited-report.pdf is not the report we delivered.')
    expect(await accessibilityViolations(page)).toEqual([])
    await page.screenshot({
      path: testInfo.outputPath(`verify-${viewport.name}-changed.png`),
      fullPage: true,
    })

    await expectNoConsoleErrors(errors)

    const missing = await page.goto('/verify/ZZZZZ-ZZZZZ')
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No report with this code')
    expect(await accessibilityViolations(page)).toEqual([])
  })
