import { expect, test, type APIRequestContext, type Browser } from '@playwright/test'

import { baseURL, e2eAdmin } from '../playwright.config.ts'
import { comparableSales, fillReport } from '../support/fillReport.ts'
import { placeOrder } from '../support/placeOrder.ts'
import { adminHeaders, calendarText, licensedValuer, templateBlockTypes } from './support.ts'

type Headers = Record<string, string>

/**
 * A guest's order for a house, placed through the API as the wizard does, and paid by bank transfer (recorded
 * by an admin).
 */
async function paidOrder(request: APIRequestContext, headers: Headers, address: string) {
  const order = await placeOrder(baseURL, { address, email: 'maria.workflow@e2e.test' })
  expect(
    (
      await request.post(`/api/invoices/${order.invoiceId}/payment`, {
        headers,
        data: { Method: 'bank-transfer' },
      })
    ).ok(),
  ).toBe(true)
  return { valuationId: order.valuationId, reference: order.reference }
}

async function signedIn(browser: Browser, email: string, password: string) {
  const page = await (await browser.newContext()).newPage()
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  return page
}

test('an admin assigns a paid order, the valuer builds and completes the report, and the customer gets the same PDF by e-mail and from the order page', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const headers = await adminHeaders(request)
  const stamp = Date.now()
  const valuerLogin = { email: `vera.${stamp}@e2e.test`, password: 'valuer-password-1' }
  await licensedValuer(request, headers, {
    ...valuerLogin,
    firstName: 'Vera',
    lastName: `Valuer${stamp}`,
    position: 'Director',
  })
  const address = `${stamp % 1000} Carrowbrook Court, Kearneys Spring QLD 4350`
  const order = await paidOrder(request, headers, address)

  const admin = await signedIn(browser, e2eAdmin.email, e2eAdmin.password)
  await admin.goto(`/admin/collections/valuations/${order.valuationId}`)
  const valuers = admin.getByLabel('Assign to')
  const veraOption = valuers.locator('option', { hasText: `Vera Valuer${stamp} — QLD · nothing open` })
  await expect(veraOption).toHaveCount(1)
  await valuers.selectOption((await veraOption.getAttribute('value'))!)
  await admin.getByRole('button', { name: 'Assign', exact: true }).click()
  // The screen reloads with the assignment (its toast may be gone by then): the picker marks her as assigned.
  await expect(
    admin.getByLabel('Assign to').locator('option', {
      hasText: new RegExp(`Vera Valuer${stamp} — QLD · 1 open, next due .+ \\(assigned\\)`),
    }),
  ).toHaveCount(1)
  await admin.getByRole('button', { name: 'History', exact: true }).click()
  const history = admin.getByRole('region', { name: 'History' })
  await expect(history.getByText(`Assigned to Vera Valuer${stamp}`)).toBeVisible()
  await expect(history.getByText('Awaiting payment → Pending')).toBeVisible()
  await admin.screenshot({ path: 'test-results/valuation-history.png' })
  await admin.close()

  const page = await signedIn(browser, valuerLogin.email, valuerLogin.password)
  await expect(page.getByRole('heading', { name: /My valuations/ })).toBeVisible()
  await page.getByRole('link', { name: order.reference }).click()
  await page.getByRole('button', { name: 'Start valuation' }).click()
  await page.getByRole('button', { name: 'Work on report' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/reports\/\d+$/)
  const reportId = Number(page.url().split('/').pop())

  const template = templateBlockTypes('residential')
  const salesAt = template.indexOf('comparableSales')
  const conclusionAt = template.indexOf('conclusion')
  const commentaryAt = template.indexOf('commentary')
  // The blocks open collapsed; the valuer opens one from the contents beside the report.
  const contents = page.getByRole('navigation', { name: 'Contents' })
  await contents.locator(`[data-block-link="${salesAt}"]`).click()
  await page.getByRole('button', { name: 'Add Comparable sale' }).click()
  const sale = (field: string) => page.locator(`input[name="blocks.${salesAt}.sales.0.${field}"]`)
  await sale('address').fill('8 Wendover Court, Kearneys Spring QLD 4350')
  // The sale date is picked from a calendar that shows and reads it the Australian way ("18 May 2026");
  // typed here, as a valuer may.
  const saleDate = page.locator(`#field-blocks__${salesAt}__sales__0__saleDate input`)
  await saleDate.fill(calendarText(comparableSales[0]!.saleDate))
  await saleDate.press('Tab')
  await sale('price').fill('862000')
  await sale('landArea').fill('780')
  // Alt+↓ goes on to the next block; the conclusion is opened from the contents.
  await contents.locator(`[data-block-link="${conclusionAt}"]`).click()
  await page.locator(`input[name="blocks.${conclusionAt}.marketValue"]`).fill('845000')
  await page.locator(`#blocks-row-${commentaryAt} .array-actions__button`).click()
  await page.getByRole('button', { name: 'Move Up' }).click()
  // Saved as the valuer types: no Save button to press.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0)

  const veraToken: string = (
    await (
      await request.post('/api/auth/login', {
        data: { Email: valuerLogin.email, Password: valuerLogin.password },
      })
    ).json()
  ).Token
  const vera = { authorization: `Bearer ${veraToken}` }
  const savedBlocks = async () =>
    (await request.get(`/api/reports/${reportId}/blocks`, { headers: vera })).json()
  await expect
    .poll(
      async () =>
        (await savedBlocks())
          .map((block: { Type: string }) => block.Type)
          .slice(conclusionAt - 1, commentaryAt + 1),
      { timeout: 30_000 },
    )
    .toEqual(['methodology', 'commentary', 'conclusion'])
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible()
  const blocks = await savedBlocks()
  expect(blocks[salesAt].Data.sales).toEqual([
    expect.objectContaining({
      address: '8 Wendover Court, Kearneys Spring QLD 4350',
      saleDate: comparableSales[0]!.saleDate,
      price: 862000,
      landArea: 780,
    }),
  ])

  const preview = page.getByRole('link', { name: 'Preview PDF' })
  const previewed = await page.evaluate(
    async (href) => {
      const response = await fetch(href)
      return {
        type: response.headers.get('content-type'),
        start: new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5)),
      }
    },
    (await preview.getAttribute('href'))!,
  )
  expect(previewed).toEqual({ type: 'application/pdf', start: '%PDF-' })

  // The template's placeholders and blank rows keep it from being sent: listed beside the button, which waits.
  await page.getByText(/Not ready: \d+ to fix/).click()
  await expect(
    page.getByText('Text: still has the template’s placeholder “[Describe the suburb', {
      exact: false,
    }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Complete and send' })).toBeDisabled()
  // The rest written as the valuer would (saved through the API), then the screen shows it ready.
  await fillReport(baseURL, veraToken, reportId)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Complete and send' })).toBeEnabled()
  await expect(page.getByText(/Not ready: /)).toHaveCount(0)

  page.once('dialog', (dialog) => dialog.accept())
  await page.getByRole('button', { name: 'Complete and send' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Completed: the report is on its way' }),
    // The PDF is drawn and stored first: on a loaded two-core machine that took over 15 s once.
  ).toBeVisible({ timeout: 60_000 })

  const mail = await expect
    .poll(
      async () =>
        (
          await (
            await request.get(
              `/cms-api/outbox?where[subject][contains]=${encodeURIComponent(order.reference)}&where[subject][like]=report&depth=1`,
              { headers },
            )
          ).json()
        ).docs[0],
      { timeout: 30_000 },
    )
    .toBeTruthy()
    .then(
      async () =>
        (
          await (
            await request.get(
              `/cms-api/outbox?where[subject][contains]=${encodeURIComponent(order.reference)}&where[subject][like]=report&depth=1`,
              { headers },
            )
          ).json()
        ).docs[0],
    )
  const attached = await (
    await request.get(new URL(mail.attachments[0].file.url).pathname, { headers })
  ).body()
  expect(attached.subarray(0, 5).toString()).toBe('%PDF-')
  const link = new URL(mail.text.match(/https?:\/\/\S+\/orders\/\d+\?key=[\w-]+/)[0])
  const customer = await (await browser.newContext()).newPage()
  await customer.goto(link.pathname + link.search)
  await expect(customer.getByText(`Order ${order.reference}`)).toBeVisible()
  const [download] = await Promise.all([
    customer.waitForEvent('download'),
    customer.getByRole('link', { name: 'Download your report (PDF)' }).click(),
  ])
  const saved = await download.createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of saved) chunks.push(chunk as Buffer)
  expect(Buffer.concat(chunks).equals(attached)).toBe(true)
})

test('what the order lifecycle owns is refused through Payload’s own door, even to an admin: REST (GraphQL is off)', async ({
  request,
}) => {
  const headers = await adminHeaders(request)
  const order = await placeOrder(baseURL, { email: 'direct.writes@e2e.test' })
  const rest = await request.patch(`/cms-api/invoices/${order.invoiceId}`, {
    headers,
    data: { status: 'paid', paymentMethod: 'bank-transfer' },
  })
  expect(rest.status()).toBe(403)
  // Invoices and valuations take no write through any door (the lifecycle's verbs write them).
  expect(JSON.stringify(await rest.json())).toMatch(/not allowed|changed only by the order/)
  const moved = await request.patch(`/cms-api/valuations/${order.valuationId}`, {
    headers,
    data: { status: '50' },
  })
  expect(moved.status()).toBe(403)
  // GraphQL is off: no door at all, to an admin either.
  const graphql = await request.post('/cms-api/graphql', {
    headers,
    data: {
      query: `mutation { updateInvoice(id: ${order.invoiceId}, data: { status: paid }) { status } }`,
    },
  })
  expect(graphql.status()).toBe(404)
  const invoice = await (await request.get(`/api/invoices/${order.invoiceId}`, { headers })).json()
  expect(invoice.Status).toBe('unpaid')
})
