import { expect, test, type APIRequestContext } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

import { reportStatus } from '@valuedesk/domain'

import { baseURL } from '../playwright.config.ts'
import { fillReport } from '../support/fillReport.ts'
import { pdfImages, pdfText } from '../support/pdfFacts.ts'
import { phonePhoto } from '../support/phonePhotos.ts'
import { placeOrder } from '../support/placeOrder.ts'
import { photoSlots } from '../support/reportToComplete.ts'
import { adminHeaders, licensedValuer, signInToAdmin } from './support.ts'

type Headers = Record<string, string>

/** An iPhone's photo as it saves it: 4032×3024 HEIC (HEVC in HEIF), made by libheif's heif-enc. */
const iphonePhoto = readFileSync(new URL('../fixtures/phone-photo-4032x3024.heic', import.meta.url))
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** Twelve phone-size photos as a customer sends them: ten JPEGs made with sharp, a WebP and an iPhone's HEIC. */
async function customerPhotos() {
  const photos = await Promise.all(
    Array.from({ length: 11 }, (_, index) => phonePhoto(index, index === 4 ? 'webp' : 'jpeg')),
  )
  return [
    ...photos.map((buffer, index) => ({
      name: index === 4 ? 'PXL_0005.webp' : `IMG_${1000 + index}.jpg`,
      mimeType: index === 4 ? 'image/webp' : 'image/jpeg',
      buffer,
    })),
    { name: 'IMG_1011.HEIC', mimeType: 'image/heic', buffer: iphonePhoto },
  ]
}

/** The customer's Outbox e-mails about this order's report, newest first, their attachments' files included. */
async function reportMails(request: APIRequestContext, headers: Headers, reference: string) {
  const response = await request.get(
    `/cms-api/outbox?where[subject][contains]=${encodeURIComponent(reference)}&where[subject][like]=report&sort=-createdAt&depth=1`,
    { headers },
  )
  return (await response.json()).docs as {
    id: number
    subject: string
    text: string
    attachments: { filename: string; file: { url: string; filename: string } }[]
  }[]
}

const downloaded = async (request: APIRequestContext, headers: Headers, url: string) =>
  (await request.get(new URL(url, baseURL).pathname, { headers })).body()

test('a valuer completes a report with 12 phone photos (JPEG, WebP, HEIC): the customer’s e-mail with a PDF under 5 MB showing all 12 is in the Outbox, opened from /admin; a reissue delivers version 2 and keeps version 1', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(480_000)
  const headers = await adminHeaders(request)
  const stamp = Date.now()
  const valuerLogin = { email: `dana.${stamp}@e2e.test`, password: 'valuer-password-1' }
  const { record } = await licensedValuer(request, headers, {
    ...valuerLogin,
    firstName: 'Dana',
    lastName: `Delivery${stamp}`,
  })

  const order = await placeOrder(baseURL, {
    address: `${stamp % 1000} Carrowbrook Court, Kearneys Spring QLD 4350`,
    email: 'maria.delivery@e2e.test',
  })
  for (const [index, photo] of (await customerPhotos()).entries()) {
    const upload = await request.post('/api/files', {
      headers: bearer(order.token),
      multipart: { file: photo },
    })
    expect(upload.status(), await upload.text()).toBe(201)
    const stored = await upload.json()
    // The HEIC is kept as a JPEG (its location and camera left behind).
    if (photo.name.endsWith('.HEIC')) expect(stored.MimeType).toBe('image/jpeg')
    const attached = await request.put(`/api/valuations/${order.valuationId}/images`, {
      headers: bearer(order.token),
      data: { FileId: stored.FileId, Slot: photoSlots[index] },
    })
    expect(attached.ok(), await attached.text()).toBe(true)
  }
  const paid = await request.post(`/api/invoices/${order.invoiceId}/payment`, {
    headers,
    data: { Method: 'bank-transfer' },
  })
  expect(paid.ok()).toBe(true)
  expect(
    (
      await request.post(`/api/valuations/${order.valuationId}/valuer`, {
        headers,
        data: { ValuerId: record.id },
      })
    ).ok(),
  ).toBe(true)

  const valuerPage = await (await browser.newContext()).newPage()
  await signInToAdmin(valuerPage, valuerLogin)
  await valuerPage.goto(`/admin/collections/valuations/${order.valuationId}`)
  await valuerPage.getByRole('button', { name: 'Start valuation' }).click()
  await valuerPage.getByRole('button', { name: 'Work on report' }).click()
  await expect(valuerPage).toHaveURL(/\/admin\/collections\/reports\/\d+$/)
  const reportId = Number(valuerPage.url().split('/').pop())
  const danaToken: string = (
    await (
      await request.post('/api/auth/login', {
        data: { Email: valuerLogin.email, Password: valuerLogin.password },
      })
    ).json()
  ).Token
  const blocks = await (
    await request.get(`/api/reports/${reportId}/blocks`, { headers: bearer(danaToken) })
  ).json()
  const photosAt = blocks.findIndex((block: { Type: string }) => block.Type === 'photos')
  const photosBlock = blocks[photosAt]
  expect(photosBlock.Data.captions).toHaveLength(12)
  expect(photosBlock.Data.captions[2]).toEqual({ slot: 'street_view', caption: 'Street view' })
  await fillReport(baseURL, danaToken, reportId)
  await valuerPage.reload()
  await expect(valuerPage.getByRole('button', { name: 'Complete and send' })).toBeEnabled()
  await valuerPage
    .getByRole('navigation', { name: 'Contents' })
    .locator(`[data-block-link="${photosAt}"]`)
    .click()
  const photosEditor = valuerPage.locator(`#blocks-row-${photosAt}`)
  await photosEditor.getByRole('button', { name: 'Show All' }).click()
  // fillReport describes each photo as a valuer must: a caption still reading as its slot warns.
  await expect(photosEditor.locator(`input[name="blocks.${photosAt}.captions.2.caption"]`)).toHaveValue(
    'Street view: the property as the customer photographed it',
  )
  await photosEditor.screenshot({ path: testInfo.outputPath('photo-captions.png') })
  await photosEditor
    .locator(`input[name="blocks.${photosAt}.captions.0.caption"]`)
    .fill('The house from the court')
  // Saved as she types; Complete waits for the save.
  await expect
    .poll(
      async () => {
        const now = await (
          await request.get(`/api/reports/${reportId}/blocks`, { headers: bearer(danaToken) })
        ).json()
        return now[photosAt].Data.captions[0].caption
      },
      { timeout: 30_000 },
    )
    .toBe('The house from the court')
  await expect(valuerPage.getByRole('button', { name: 'Complete and send' })).toBeEnabled()
  valuerPage.once('dialog', (dialog) => dialog.accept())
  await valuerPage.getByRole('button', { name: 'Complete and send' }).click()
  await expect(valuerPage.getByText('Completed: the report is on its way').first()).toBeVisible({
    timeout: 120_000,
  })

  await expect
    .poll(async () => (await reportMails(request, headers, order.reference)).length, { timeout: 60_000 })
    .toBe(1)
  const [first] = await reportMails(request, headers, order.reference)
  expect(first!.attachments).toHaveLength(1)
  const pdf = await downloaded(request, headers, first!.attachments[0]!.file.url)
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  expect(pdf.length).toBeLessThan(5_000_000)
  const photos = pdfImages(pdf).filter((image) => image.width === 1280)
  expect(photos).toHaveLength(12)
  for (const caption of ['The house from the court', 'Street view', 'Living room', 'Backyard'])
    expect(pdfText(pdf)).toContain(caption)
  writeFileSync(testInfo.outputPath('report-v1.pdf'), pdf)
  execFileSync('pdftoppm', [
    '-r',
    '60',
    '-png',
    testInfo.outputPath('report-v1.pdf'),
    testInfo.outputPath('v1-page'),
  ])

  await signInToAdmin(page)
  await page.goto('/admin/collections/outbox')
  // A click before the admin's scripts have taken the list does nothing: clicked again until the page opens.
  await expect(async () => {
    await page.getByRole('link', { name: first!.subject }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/outbox/${first!.id}$`), { timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
  await expect(
    page.frameLocator('iframe[title="The e-mail as sent"]').getByText(order.reference).first(),
  ).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('outbox-email.png'), fullPage: true })
  // The stored file's own name: the attachment's, made unique (outboxAdapter.ts).
  const attachment = page.getByRole('link', { name: first!.attachments[0]!.file.filename })
  expect(first!.attachments[0]!.file.filename).toMatch(/^VD-\d+ valuation report-[0-9a-f]{8}\.pdf$/)
  await expect(attachment).toBeVisible()
  const opened = await page.evaluate(
    async (href) => {
      const response = await fetch(href)
      const bytes = new Uint8Array(await response.arrayBuffer())
      let binary = ''
      for (const byte of bytes) binary += String.fromCharCode(byte)
      return {
        status: response.status,
        disposition: response.headers.get('content-disposition'),
        body: btoa(binary),
      }
    },
    (await attachment.getAttribute('href'))!,
  )
  expect([opened.status, opened.disposition]).toEqual([200, 'attachment'])
  expect(Buffer.from(opened.body, 'base64').equals(pdf)).toBe(true)

  const delivered = await (await request.get(`/cms-api/reports/${reportId}?depth=0`, { headers })).json()
  expect(delivered.delivery).toMatchObject({ state: 'sent', to: 'maria.delivery@e2e.test' })
  expect(
    (
      await (
        await request.get(`/api/valuations/${order.valuationId}`, { headers: bearer(order.token) })
      ).json()
    ).ReportDelivery,
  ).toBe('sent')
  const link = new URL(first!.text.match(/https?:\/\/\S+\/orders\/\d+\?key=[\w-]+/)![0])
  const customer = await (await browser.newContext()).newPage()
  await customer.goto(link.pathname + link.search)
  await expect(customer.getByText('Report ready')).toBeVisible()
  await expect(customer.getByText('E-mailed to you')).toBeVisible()
  await customer.screenshot({ path: testInfo.outputPath('customer-order.png'), fullPage: true })
  // The same link cut short in the copying: said to be incomplete, not a passing fault.
  await customer.goto(`${link.pathname}?key=${link.searchParams.get('key')!.slice(0, 20)}`)
  await expect(customer.getByText(/This link is not complete/)).toBeVisible()
  await valuerPage.goto(`/admin/collections/reports/${reportId}`)
  await expect(valuerPage.locator('input[name="delivery.to"]')).toHaveValue('maria.delivery@e2e.test')
  await valuerPage.screenshot({ path: testInfo.outputPath('report-delivered.png') })

  const reissued = await request.post(`/api/valuations/${order.valuationId}/reissue`, {
    headers: bearer(danaToken),
    data: { Reason: 'The land area was 612 m², not 621 m².' },
  })
  expect(reissued.status(), await reissued.text()).toBe(201)
  const completed = await request.post(`/api/valuations/${order.valuationId}/status`, {
    headers: bearer(danaToken),
    data: { Status: 50 },
  })
  expect(completed.status(), await completed.text()).toBe(200)
  await expect
    .poll(async () => (await reportMails(request, headers, order.reference)).length, { timeout: 60_000 })
    .toBe(2)
  const [second] = await reportMails(request, headers, order.reference)
  expect(second!.subject).toMatch(/^Corrected valuation report \(version 2\)/)
  expect(second!.attachments[0]!.filename).toMatch(/ v2\.pdf$/)
  const reports = await (
    await request.get(`/api/valuations/${order.valuationId}/reports`, { headers })
  ).json()
  const byVersion = Object.fromEntries(
    reports.map((report: { Version: number; Status: string; PdfFileId: number }) => [report.Version, report]),
  )
  expect([byVersion[1]?.Status, byVersion[2]?.Status]).toEqual([reportStatus.superseded, reportStatus.final])
  for (const version of [1, 2]) {
    const file = await request.get(`/api/files/${byVersion[version].PdfFileId}/download`, { headers })
    expect(file.status()).toBe(200)
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')
  }
  expect((await downloaded(request, headers, second!.attachments[0]!.file.url)).equals(pdf)).toBe(false)
})
