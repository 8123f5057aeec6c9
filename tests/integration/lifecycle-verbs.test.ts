import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { reportStatus } from '@valuedesk/domain'

import { startFakeStripe } from '../support/fakeStripe.ts'
import { fillReport } from '../support/fillReport.ts'
import { licensedJane } from '../support/licensedValuer.ts'
import { paidOrder } from '../support/paidOrder.ts'
import { pdfText } from '../support/pdfFacts.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

const webhookSecret = 'whsec_test_verbs'
let stripe: Awaited<ReturnType<typeof startFakeStripe>>
let server: TestServer
let admin: string
let valuer: string
let valuerRecordId: number

beforeAll(async () => {
  stripe = await startFakeStripe(webhookSecret)
  Object.assign(process.env, stripe.env)
  server = await startTestServer()
  admin = (await server.signIn('admin@example.com', ['admin'])).token
  const jane = await licensedJane(server)
  valuer = jane.token
  valuerRecordId = jane.record.id
})
afterAll(async () => {
  await server?.close()
  await stripe?.close()
})

const post = (path: string, token: string, json?: unknown) =>
  server.api(path, { method: 'POST', token, json })

/** A paid order with Jane assigned, started by her: In progress. */
async function orderInProgress(email = 'maria@example.com') {
  const order = await paidOrder(server, { email })
  await post(`/api/valuations/${order.valuationId}/valuer`, admin, { ValuerId: valuerRecordId })
  const started = await post(`/api/valuations/${order.valuationId}/status`, valuer, { Status: 20 })
  expect(started.status, await started.clone().text()).toBe(200)
  return order
}

const mailsTo = async (email: string, subject: string) => {
  await server.runAllJobs()
  return (
    await server.payload.find({
      collection: 'outbox',
      where: { to: { equals: email }, subject: { contains: subject } },
    })
  ).docs
}

describe('on hold and resumed', () => {
  it('when the valuer puts a valuation on hold, then the customer is told why, nothing moves it on, and resuming adds the time waited to the due time', async () => {
    const order = await orderInProgress('hold@example.com')
    const before = await server.payload.findByID({ collection: 'valuations', id: order.valuationId })

    const held = await post(`/api/valuations/${order.valuationId}/hold`, valuer, {
      Reason: 'We need a copy of the lease for the shop.',
    })
    expect(held.status, await held.clone().text()).toBe(200)
    const detail = await held.json()
    expect(detail.OnHold).toMatchObject({ Reason: 'We need a copy of the lease for the shop.' })
    expect(detail).toMatchObject({ HoursLeft: null, Overdue: false })
    const [notice] = await mailsTo('hold@example.com', 'on hold')
    expect(notice?.text).toContain('We need a copy of the lease for the shop.')

    const view = await (
      await server.api(`/api/valuations/${order.valuationId}`, { token: order.token })
    ).json()
    expect(view.OnHold.Reason).toBe('We need a copy of the lease for the shop.')

    expect((await post(`/api/valuations/${order.valuationId}/status`, valuer, { Status: 10 })).status).toBe(
      409,
    )
    expect(
      (await post(`/api/valuations/${order.valuationId}/hold`, valuer, { Reason: 'Again' })).status,
    ).toBe(409)
    expect(
      (await post(`/api/valuations/${order.valuationId}/hold`, order.token, { Reason: 'Mine' })).status,
    ).toBe(403)
    const noReason = await post(`/api/valuations/${order.valuationId}/hold`, valuer, { Reason: ' ' })
    expect(noReason.status).toBe(400)
    expect(Object.keys(await noReason.json())).toEqual(['Reason'])

    await new Promise((resolve) => setTimeout(resolve, 1200))
    const resumed = await post(`/api/valuations/${order.valuationId}/resume`, valuer)
    expect(resumed.status, await resumed.clone().text()).toBe(200)
    const after = await server.payload.findByID({ collection: 'valuations', id: order.valuationId })
    expect(after.hold?.since ?? null).toBeNull()
    const moved = Date.parse(after.dueAt!) - Date.parse(before.dueAt!)
    expect(moved).toBeGreaterThanOrEqual(1200)
    expect(moved).toBeLessThan(60_000)
    expect(after.history?.map((entry) => entry.note)).toEqual(
      expect.arrayContaining([
        'On hold: We need a copy of the lease for the shop.',
        'Resumed; the time on hold is added to the due time',
      ]),
    )
    expect(await mailsTo('hold@example.com', 'under way again')).toHaveLength(1)
    expect((await post(`/api/valuations/${order.valuationId}/resume`, valuer)).status).toBe(409)
  })
})

describe('the customer from the valuation', () => {
  it('when the valuer messages the customer, then it is e-mailed with replies to the valuer and kept word for word in the history; others are refused', async () => {
    const order = await orderInProgress('asked@example.com')
    const empty = await post(`/api/valuations/${order.valuationId}/message`, valuer, { Message: '  ' })
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({ Message: ['Write the message to the customer.'] })
    const question = 'Could you send the current lease? The tenancy affects the rent.'
    const sent = await post(`/api/valuations/${order.valuationId}/message`, valuer, { Message: question })
    expect(sent.status, await sent.clone().text()).toBe(200)
    const [mail] = await mailsTo('asked@example.com', 'A message about your valuation')
    expect(mail).toMatchObject({ replyTo: 'jane@example.com' })
    expect(mail?.text).toContain(question)
    expect(mail?.text).toContain('Jane Citizen, who is working on your valuation')
    const history = (await server.payload.findByID({ collection: 'valuations', id: order.valuationId }))
      .history
    expect(history?.map((line) => line.note)).toContain(
      `Message to the customer from Jane Citizen: “${question}”`,
    )

    const stranger = await server.signIn('stranger-valuer@example.com', ['valuer'])
    expect(
      (await post(`/api/valuations/${order.valuationId}/message`, stranger.token, { Message: 'Hi' })).status,
    ).toBe(403)
    const other = await paidOrder(server, { email: 'other-customer@example.com' })
    expect(
      (await post(`/api/valuations/${order.valuationId}/message`, other.token, { Message: 'Hi' })).status,
    ).toBe(403)
  })
})

/**
 * The invoice has one adjustment note of `kind` for its whole $220: listed with the invoice for its customer,
 * refused to another, e-mailed with its PDF, which says what changed; the invoice's PDF names it.
 */
async function expectAdjustmentNote(
  order: { invoiceId: number | string; token: string },
  expected: { kind: 'refund' | 'credit'; email: string; says: RegExp; invoiceReads: RegExp },
) {
  const { docs } = await server.payload.find({
    collection: 'adjustment-notes',
    where: { invoice: { equals: order.invoiceId } },
  })
  expect(docs).toHaveLength(1)
  const [note] = docs
  expect(note).toMatchObject({ kind: expected.kind, amountCents: 22000, gstCents: 2000 })
  expect(note!.number).toMatch(/^ADJ-\d{6}$/)

  const invoice = await (await server.api(`/api/invoices/${order.invoiceId}`, { token: order.token })).json()
  expect(invoice.AdjustmentNotes).toEqual([
    expect.objectContaining({ AdjustmentNoteId: note!.id, Number: note!.number, AmountCents: 22000 }),
  ])
  const pdf = await server.api(`/api/adjustment-notes/${note!.id}/export/pdf`, { token: order.token })
  expect(pdf.status).toBe(200)
  const text = pdfText(Buffer.from(await pdf.arrayBuffer()))
  expect(text).toMatch(new RegExp(`Adjustment note ${note!.number}`))
  expect(text).toMatch(/ABN \d\d \d\d\d \d\d\d \d\d\d/)
  expect(text).toMatch(expected.says)
  const other = await server.signIn(`not-${expected.email}`, ['customer'])
  const refused = await server.api(`/api/adjustment-notes/${note!.id}/export/pdf`, { token: other.token })
  expect(refused.status).toBe(404)
  const listed = await (await server.api(`/api/invoices`, { token: other.token })).json()
  expect(JSON.stringify(listed)).not.toContain(note!.number)

  const [mail, ...more] = await mailsTo(expected.email, `Adjustment note ${note!.number}`)
  expect(more).toHaveLength(0)
  expect(mail?.attachments?.map((attachment) => attachment.filename)).toEqual([`${note!.number}.pdf`])
  const invoicePdf = await server.api(`/api/invoices/${order.invoiceId}/export/pdf`, { token: admin })
  const invoiceText = pdfText(Buffer.from(await invoicePdf.arrayBuffer()))
  expect(invoiceText).toMatch(expected.invoiceReads)
  expect(invoiceText).toContain(`Adjustment note ${note!.number}`)
}

describe('declined and refunded', () => {
  it('when an admin declines a paid valuation, then in one step it is deleted with the reason, its bank transfer is recorded as refunded, and the customer is told both', async () => {
    const order = await orderInProgress('decline@example.com')
    const refused = await post(`/api/valuations/${order.valuationId}/decline`, valuer, {
      Reason: 'Not for me',
    })
    expect(refused.status).toBe(403)
    expect((await refused.json()).message).toMatch(/admin/)
    const declined = await post(`/api/valuations/${order.valuationId}/decline`, admin, {
      Reason: 'The property is a working farm, which we do not value remotely.',
    })
    expect(declined.status, await declined.clone().text()).toBe(200)
    expect(await declined.json()).toMatchObject({ Status: 40 })
    const invoice = await server.payload.findByID({ collection: 'invoices', id: order.invoiceId })
    expect(invoice).toMatchObject({
      status: 'refunded',
      refund: {
        reason: 'The property is a working farm, which we do not value remotely.',
        stripeRefundId: null,
      },
    })
    const [told] = await mailsTo('decline@example.com', 'cannot complete')
    expect(told?.text).toMatch(/working farm[\s\S]*refunded in full/)
    const [refund] = await mailsTo('decline@example.com', 'Refund of invoice')
    expect(refund?.text).toMatch(/\$220\.00[\s\S]*bank transfer/)
    const valuation = await server.payload.findByID({ collection: 'valuations', id: order.valuationId })
    expect(valuation.history?.map((line) => line.note)).toContainEqual(expect.stringMatching(/refunded/))

    const again = await post(`/api/valuations/${order.valuationId}/decline`, admin, { Reason: 'Again' })
    expect(again.status).toBe(200)
    expect(
      (await server.payload.findByID({ collection: 'valuations', id: order.valuationId })).deletedReason,
    ).toBe('The property is a working farm, which we do not value remotely.')
    const started = await post(`/api/valuations/${order.valuationId}/status`, admin, { Status: 20 })
    expect(started.status).toBe(409)
    expect((await started.json()).message).toMatch(/declined; it cannot change/)
    expect((await post(`/api/invoices/${order.invoiceId}/refund`, admin, { Reason: 'Again' })).status).toBe(
      200,
    )
    expect(await mailsTo('decline@example.com', 'Refund of invoice')).toHaveLength(1)
    expect(await mailsTo('decline@example.com', 'cannot complete')).toHaveLength(1)
    await expectAdjustmentNote(order, {
      kind: 'refund',
      email: 'decline@example.com',
      says: /reduced by \$220\.00 \(GST \$20\.00\): it was paid, and this amount is refunded by bank transfer/,
      invoiceReads: /Status Refunded/,
    })
  })

  it('when an admin declines a card-paid valuation, then Stripe refunds it in full once and the customer is told why and how the money comes back', async () => {
    const order = await paidOrderByCard('card-decline@example.com')
    const before = stripe.refunds.length
    const declined = await post(`/api/valuations/${order.valuationId}/decline`, admin, {
      Reason: 'The title shows a strata lot we cannot value remotely.',
    })
    expect(declined.status, await declined.clone().text()).toBe(200)
    expect(stripe.refunds.slice(before)).toEqual([
      expect.objectContaining({
        key: `refund-invoice-${order.invoiceId}`,
        refund: expect.objectContaining({ amount: 22000 }),
      }),
    ])
    const invoice = await server.payload.findByID({ collection: 'invoices', id: order.invoiceId })
    expect(invoice.status).toBe('refunded')
    expect((await mailsTo('card-decline@example.com', 'cannot complete'))[0]?.text).toMatch(/strata lot/)
    expect((await mailsTo('card-decline@example.com', 'Refund of invoice'))[0]?.text).toContain(
      'card you paid with',
    )
  })

  it('when an unpaid valuation is declined, then nothing is refunded and the customer is asked not to pay', async () => {
    const { placeOrder } = await import('../support/placeOrder.ts')
    const {
      valuationId: ValuationId,
      invoiceId: InvoiceId,
      token,
    } = await placeOrder(server.url, { email: 'decline-unpaid@example.com' })
    const declined = await post(`/api/valuations/${ValuationId}/decline`, admin, {
      Reason: 'Outside Australia.',
    })
    expect(declined.status, await declined.clone().text()).toBe(200)
    const invoice = await server.payload.findByID({ collection: 'invoices', id: InvoiceId })
    expect(invoice.status).toBe('void')
    const mails = await mailsTo('decline-unpaid@example.com', 'cannot complete')
    expect(mails.at(-1)?.text).toContain('please do not pay')
    await expectAdjustmentNote(
      { invoiceId: InvoiceId, token },
      {
        kind: 'credit',
        email: 'decline-unpaid@example.com',
        says: /reduced by \$220\.00 \(GST \$20\.00\): this amount was not paid and is no longer owed/,
        invoiceReads: /Status Cancelled/,
      },
    )
    const invoicePdf = await server.api(`/api/invoices/${InvoiceId}/export/pdf`, { token: admin })
    expect(pdfText(Buffer.from(await invoicePdf.arrayBuffer()))).not.toMatch(/Pay by bank transfer/)
  })

  it('when a card payment is refunded, then Stripe refunds it once (its idempotency key), and an undelivered valuation is declined with the reason', async () => {
    const order = await paidOrderByCard('card-refund@example.com')
    stripe.refunds.length = 0
    const first = await post(`/api/invoices/${order.invoiceId}/refund`, admin, {
      Reason: 'Ordered twice by mistake.',
    })
    expect(first.status, await first.clone().text()).toBe(200)
    expect(stripe.refunds).toHaveLength(1)
    expect(stripe.refunds[0]).toMatchObject({
      key: `refund-invoice-${order.invoiceId}`,
      refund: { amount: 22000 },
    })
    const invoice = await server.payload.findByID({ collection: 'invoices', id: order.invoiceId })
    expect(invoice).toMatchObject({ status: 'refunded', refund: { stripeRefundId: 're_test_1' } })
    const valuation = await server.payload.findByID({ collection: 'valuations', id: order.valuationId })
    expect(valuation).toMatchObject({ status: '40', deletedReason: 'Ordered twice by mistake.' })
    const [mail] = await mailsTo('card-refund@example.com', 'Refund of invoice')
    expect(mail?.text).toContain('card you paid with')
  })

  it('when an invoice is unpaid, or the caller is not an admin, then there is nothing to refund', async () => {
    const order = await paidOrder(server, { email: 'unpaid@example.com' })
    const unpaid = await server.api('/api/valuation_form/prepayment_process_submission', {
      method: 'POST',
      token: order.token,
      json: { SnapshotId: order.snapshotId, ContactId: order.contactId },
    })
    const { InvoiceId } = await unpaid.json()
    expect((await post(`/api/invoices/${InvoiceId}/refund`, admin, { Reason: 'Why not' })).status).toBe(409)
    expect(
      (await post(`/api/invoices/${order.invoiceId}/refund`, valuer, { Reason: 'Why not' })).status,
    ).toBe(403)
    expect(
      (await post(`/api/invoices/${order.invoiceId}/refund`, order.token, { Reason: 'Mine' })).status,
    ).toBe(403)
  })
})

/** An order paid by card through (fake) Stripe: the webhook applies the payment. */
async function paidOrderByCard(email: string) {
  const { placeOrder } = await import('../support/placeOrder.ts')
  const order = await placeOrder(server.url, { email })
  const intent = await (
    await post(`/api/payments/stripe/invoices/${order.invoiceId}/payment_intent`, order.token)
  ).json()
  const event = stripe.succeed(intent.PaymentIntentId)
  const delivered = await server.api('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.payload,
  })
  expect(delivered.status).toBe(200)
  return order
}

describe('a delivered report is corrected by a new version', () => {
  it('when a delivered report is reissued with a reason and completed, then the customer gets version 2 as a correction, and version 1 is kept, superseded', async () => {
    const order = await orderInProgress('reissue@example.com')
    const draft = await (
      await post('/api/reports/from_template', valuer, { ValuationId: order.valuationId })
    ).json()
    await fillReport(server.url, valuer, draft.ReportId)
    const plan = await server.payload.create({
      collection: 'files',
      data: {},
      file: {
        data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
          .png()
          .toBuffer(),
        mimetype: 'image/png',
        name: 'plan.png',
        size: 0,
      },
    })
    const images = [
      { file: plan.id, kind: 'plan' as const, caption: 'Survey plan, lot 12', source: 'Titles Queensland' },
    ]
    await server.payload.update({ collection: 'reports', id: draft.ReportId, data: { images } })
    const why = 'The fourth sale is older, but no later sale of a timber home nearby exists.'
    const noted = await server.api(`/api/reports/${draft.ReportId}/notes/salesDated`, {
      method: 'PUT',
      token: valuer,
      json: { Note: why },
    })
    expect(noted.status, await noted.clone().text()).toBe(200)
    const completed = await post(`/api/valuations/${order.valuationId}/status`, valuer, { Status: 50 })
    expect(completed.status, await completed.clone().text()).toBe(200)
    const firstPdf = (await completed.json()).ReportFileId

    const [block] = await (await server.api(`/api/reports/${draft.ReportId}/blocks`, { token: admin })).json()
    const late = await server.api(`/api/reports/${draft.ReportId}/blocks`, {
      method: 'POST',
      token: admin,
      json: { Type: block.Type, Index: 1, Data: block.Data },
    })
    expect(late.status, await late.clone().text()).toBe(409)
    await expect(
      server.payload.update({
        collection: 'reports',
        id: draft.ReportId,
        data: { title: 'Changed after delivery' },
        user: (
          await server.payload.find({
            collection: 'users',
            where: { email: { equals: 'admin@example.com' } },
          })
        ).docs[0],
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 409 })
    expect(
      (await post('/api/reports/from_template', valuer, { ValuationId: order.valuationId })).status,
    ).toBe(409)
    expect(
      (await post(`/api/valuations/${order.valuationId}/reissue`, order.token, { Reason: 'x' })).status,
    ).toBe(403)

    const reissued = await post(`/api/valuations/${order.valuationId}/reissue`, valuer, {
      Reason: 'The land area was 612 m², not 621 m².',
    })
    expect(reissued.status, await reissued.clone().text()).toBe(201)
    const second = await reissued.json()
    expect(second).toMatchObject({
      Status: reportStatus.draft,
      Version: 2,
      ReissueReason: 'The land area was 612 m², not 621 m².',
    })
    expect(
      (await post(`/api/valuations/${order.valuationId}/reissue`, valuer, { Reason: 'Again' })).status,
    ).toBe(409)
    const correctionDraft = await server.payload.findByID({
      collection: 'reports',
      id: second.ReportId,
      depth: 0,
    })
    expect(correctionDraft.images).toMatchObject(images)
    expect(correctionDraft.ruleNotes).toMatchObject([{ rule: 'salesDated', note: why }])

    const meanwhile = await (
      await server.api(`/api/valuations/${order.valuationId}`, { token: order.token })
    ).json()
    expect(meanwhile.ReportFileId).toBe(firstPdf)

    const delivered = await post(`/api/valuations/${order.valuationId}/status`, valuer, { Status: 50 })
    expect(delivered.status, await delivered.clone().text()).toBe(200)
    const now = await delivered.json()
    expect(now.ReportFileId).not.toBe(firstPdf)
    expect(now.History.at(-1).Note).toBe(
      'Report version 2 completed, e-mail to the customer queued: The land area was 612 m², not 621 m².',
    )

    const reports = await (
      await server.api(`/api/valuations/${order.valuationId}/reports`, { token: valuer })
    ).json()
    expect(
      reports.map((report: { Version: number; Status: string }) => [report.Version, report.Status]).sort(),
    ).toEqual([
      [1, reportStatus.superseded],
      [2, reportStatus.final],
    ])
    expect((await server.api(`/api/files/${firstPdf}/download`, { token: order.token })).status).toBe(200)
    const [correction] = await mailsTo('reissue@example.com', 'Corrected valuation report (version 2)')
    expect(correction?.text).toContain('612 m²')
    expect(correction?.text).toContain('Kind regards,\nJane Citizen\nValueDesk Pty Ltd')
    expect(correction?.attachments?.[0]?.filename).toMatch(/v2\.pdf$/)
  })

  it('when a report is still a draft, then there is nothing to reissue', async () => {
    const order = await orderInProgress('draft@example.com')
    expect(
      (await post(`/api/valuations/${order.valuationId}/reissue`, valuer, { Reason: 'Early' })).status,
    ).toBe(409)
  })
})

describe('one call places an order', () => {
  const order = (key: string, contactId: number) => ({
    OrderKey: key,
    ContactId: contactId,
    Property: {
      AddressDetails: { Address: '21 Once Street, Newtown QLD 4350', State: 'QLD', Postcode: '4350' },
      PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
      Tenancies: 1,
      EstimatedValue: 700_000,
    },
    Assessment: {
      Purpose: 'smsf-reporting',
      Fund: { Name: 'Rossi Family Super Fund', Trustee: 'Rossi Nominees Pty Ltd', Abn: '51 824 753 556' },
    },
    Details: { Form: 'residential', Details: { Bedrooms: 3, Bathrooms: 2, CarSpaces: 1, LandAreaM2: 640 } },
  })
  const guest = async (email: string) =>
    (
      await server.api('/api/contacts', {
        method: 'POST',
        json: {
          FirstName: 'Ola',
          LastName: 'Once',
          Email: email,
          Phone: '0400 000 111',
          RequestBearerToken: true,
        },
      })
    ).json() as Promise<{ ContactId: number; Token: string }>

  it('when the same order is sent twice at once and again later, then there is one order, one invoice and one e-mail; another customer’s key is refused', async () => {
    const { ContactId, Token } = await guest('once@example.com')
    const key = crypto.randomUUID()
    const answers = await Promise.all(
      [1, 2].map(() =>
        server.api('/api/orders', { method: 'POST', token: Token, json: order(key, ContactId) }),
      ),
    )
    const again = await server.api('/api/orders', {
      method: 'POST',
      token: Token,
      json: order(key, ContactId),
    })
    const bodies = await Promise.all([...answers, again].map((answer) => answer.json()))
    expect([...answers, again].map((answer) => answer.status)).toEqual([201, 201, 201])
    expect(new Set(bodies.map((body) => body.ValuationId)).size).toBe(1)
    expect(new Set(bodies.map((body) => body.Invoice.InvoiceId)).size).toBe(1)
    expect(bodies[0]).toMatchObject({ Status: 0, Invoice: { TotalCents: 22000, Status: 'unpaid' } })
    expect(
      (await server.payload.count({ collection: 'invoices', where: { contact: { equals: ContactId } } }))
        .totalDocs,
    ).toBe(1)
    expect(await mailsTo('once@example.com', 'received')).toHaveLength(1)

    const other = await guest('other-once@example.com')
    const stolen = await server.api('/api/orders', {
      method: 'POST',
      token: other.Token,
      json: order(key, other.ContactId),
    })
    expect(stolen.status).toBe(409)
  })
})

describe('an invoice pays for the property it priced', () => {
  it('when a customer makes a valuation of another property with an invoice priced for a house, then it is refused, naming the invoice', async () => {
    const order = await paidOrder(server, { email: 'swap@example.com' })
    const house = await (
      await post('/api/valuation_form/prepayment_process_submission', order.token, {
        SnapshotId: order.snapshotId,
        ContactId: order.contactId,
      })
    ).json()
    const office = await (
      await post('/api/valuation_form/create_prevaluation_form', order.token, {
        AddressDetails: { Address: '5 Tenancy Plaza, Newtown QLD 4350', State: 'QLD', Postcode: '4350' },
        PropertyTypeSelection: { PropertyClassification: 'office-medical', PropertyType: 'multi-tenanted' },
        Tenancies: 5,
        EstimatedValue: 3_400_000,
        AssessmentDetails: {
          Purpose: 'smsf-reporting',
          Fund: { Name: 'Rossi Family Super Fund', Trustee: 'Rossi Nominees Pty Ltd', Abn: '51 824 753 556' },
        },
        Contact: { ContactId: order.contactId },
      })
    ).json()
    expect(office.SnapshotId, JSON.stringify(office)).toBeDefined()
    const swapped = await post('/api/valuation_form/valuations', order.token, {
      SnapshotId: office.SnapshotId,
      Purpose: 'smsf-reporting',
      InvoiceId: house.InvoiceId,
    })
    expect(swapped.status).toBe(400)
    expect(Object.keys(await swapped.json())).toEqual(['InvoiceId'])
    expect(
      (
        await server.payload.count({
          collection: 'valuations',
          where: { invoice: { equals: house.InvoiceId } },
        })
      ).totalDocs,
    ).toBe(0)
  })
})
