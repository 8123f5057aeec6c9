import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { baseURL } from '../playwright.config.ts'
import { onePagePdf } from '../support/onePagePdf.ts'
import { placeOrder } from '../support/placeOrder.ts'
import {
  accessibilityViolations,
  adminHeaders,
  licensedValuer,
  screenshotsAtBothSizes,
  signInToAdmin,
} from './support.ts'

type Headers = Record<string, string>

const desktop = { width: 1366, height: 900 }

/** The page as it is now, at the desktop's size and a phone's, under test-results/hold-answer-<name>-*.png. */
const shoot = (page: Page, name: string) => screenshotsAtBothSizes(page, `hold-answer-${name}`)

/** The newest e-mail to an address whose subject says `subject`, from the Outbox (as an admin reads it). */
async function emailTo(request: APIRequestContext, headers: Headers, to: string, subject: string) {
  let mail: { subject: string; text: string; html: string } | undefined
  await expect
    .poll(
      async () => {
        const { docs } = await (
          await request.get(
            `/cms-api/outbox?where[to][equals]=${encodeURIComponent(to)}&where[subject][contains]=${encodeURIComponent(subject)}&sort=-createdAt`,
            { headers },
          )
        ).json()
        mail = docs[0]
        return mail?.subject ?? ''
      },
      { timeout: 20_000 },
    )
    .toContain(subject)
  return mail!
}

test('the customer answers a valuation on hold through the link in the e-mail, uploads the lease, and the valuation resumes', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const headers = await adminHeaders(request)
  const stamp = Date.now()
  const customer = `hold.${stamp}@e2e.test`
  const valuerEmail = `hank.${stamp}@e2e.test`
  const { record } = await licensedValuer(request, headers, {
    email: valuerEmail,
    password: 'valuer-password-1',
    firstName: 'Hank',
    lastName: `Holder${stamp}`,
  })
  const order = await placeOrder(baseURL, {
    address: `${stamp % 1000} Carrowbrook Court, Kearneys Spring QLD 4350`,
    email: customer,
  })
  const api = async (path: string, data?: unknown) => {
    const response = await request.post(path, { headers, data })
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true)
    return response.json()
  }
  await api(`/api/invoices/${order.invoiceId}/payment`, { Method: 'bank-transfer' })
  await api(`/api/valuations/${order.valuationId}/valuer`, { ValuerId: record.id })
  const dueBefore: string = (
    await (await request.get(`/api/valuations/${order.valuationId}`, { headers })).json()
  ).DueAt

  const admin = await (await browser.newContext({ viewport: desktop })).newPage()
  await signInToAdmin(admin)
  await admin.goto(`/admin/collections/valuations/${order.valuationId}`)
  await admin.getByRole('button', { name: 'Put on hold' }).click()
  const reason = 'Please send a copy of the signed lease for the granny flat (all pages).'
  await admin.getByLabel('What is it waiting for? (the customer is told)').fill(reason)
  await admin.getByRole('button', { name: 'Put on hold' }).click()
  await expect(admin.getByRole('button', { name: 'Resume' })).toBeVisible()
  await admin.goto(`/admin/collections/valuations?where[reference][equals]=${order.reference}`)
  const row = admin.getByRole('row', { name: new RegExp(order.reference) })
  await expect(row.getByText(/On hold since/)).toBeVisible()
  await expect(row.getByText('Loading...')).toHaveCount(0)
  await admin.screenshot({ path: 'test-results/hold-answer-admin-list.png' })
  await admin.goto('/admin')
  await expect(admin.getByRole('row', { name: new RegExp(`${order.reference}.*On hold`) })).toBeVisible()
  await admin.screenshot({ path: 'test-results/hold-answer-admin-dashboard.png', fullPage: true })

  const mail = await emailTo(request, headers, customer, 'on hold')
  expect(mail.text).toContain(`> ${reason}`)
  const link = new RegExp(`https?://\\S+/orders/${order.valuationId}/answer\\?key=[\\w-]{32}`).exec(
    mail.text,
  )?.[0]
  expect(link).toBeTruthy()
  const mailPage = await (await browser.newContext({ viewport: desktop })).newPage()
  await mailPage.setContent(mail.html)
  await shoot(mailPage, 'email')
  await mailPage.close()

  const url = new URL(link!)
  await page.setViewportSize(desktop)
  await page.goto(url.pathname + url.search)
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'))
  await expect(page.getByRole('heading', { name: `Order ${order.reference}` })).toBeVisible()
  await expect(page.getByText(reason)).toBeVisible()
  expect(await accessibilityViolations(page)).toEqual([])
  await shoot(page, 'empty')

  await page.getByRole('button', { name: 'Send my answer' }).click()
  await expect(page.getByText('Write your answer, or upload the files asked for.')).toBeVisible()
  await page.getByLabel(/Documents or photos/).setInputFiles({
    name: 'lease notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a document we take'),
  })
  await expect(page.getByText(/Not uploaded: .*(photo|PDF)/)).toBeVisible()
  expect(await accessibilityViolations(page)).toEqual([])
  await shoot(page, 'error')

  const answer = 'The signed lease is attached.\nThe tenant pays $420 a week until June 2027.'
  await page.getByLabel('Your answer').fill(answer)
  await page.getByRole('button', { name: 'Dismiss lease notes.txt' }).click()
  await page.getByLabel(/Documents or photos/).setInputFiles({
    name: 'granny flat lease.pdf',
    mimeType: 'application/pdf',
    buffer: await onePagePdf('Residential tenancy agreement: granny flat, $420 a week.'),
  })
  await expect(page.getByText(/granny flat lease\.pdf \(.*, uploaded\)/)).toBeVisible()
  await page.getByRole('button', { name: 'Send my answer' }).click()
  await expect(page.getByText('Thank you: your answer is with the valuer.')).toBeVisible()
  await expect(page.getByText(/your report is now due by/)).toBeVisible()
  await shoot(page, 'done')

  const detail = await (await request.get(`/api/valuations/${order.valuationId}`, { headers })).json()
  expect(detail.OnHold).toBeNull()
  expect(Date.parse(detail.DueAt)).toBeGreaterThan(Date.parse(dueBefore))
  expect(detail.History.map((entry: { Note: string | null }) => entry.Note)).toContain(
    `The customer answered (1 file attached, in Working files): ${answer}`,
  )
  expect(detail.Files).toEqual([expect.objectContaining({ Slot: 'from-customer-1' })])
  await emailTo(request, headers, valuerEmail, 'The customer answered')
  await emailTo(request, headers, customer, 'under way again')

  await page.goto(url.pathname + url.search)
  await expect(page.getByText(/This question has already been answered/)).toBeVisible()
  await shoot(page, 'answered')

  await admin.goto(`/admin/collections/valuations?where[reference][equals]=${order.reference}`)
  await expect(
    admin.getByRole('row', { name: new RegExp(order.reference) }).getByText(/h left/),
  ).toBeVisible()
  await admin.close()
})
