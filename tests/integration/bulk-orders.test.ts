import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { HOUR_MS } from '@valuedesk/domain'

import { startFakeStripe } from '../support/fakeStripe.ts'
import { pdfText } from '../support/pdfFacts.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let stripe: Awaited<ReturnType<typeof startFakeStripe>>
let admin: string
let accountant: string
let rival: string
let firmId: number

const funds = {
  rossi: { Name: 'Rossi Family Super Fund', Trustee: 'Rossi Nominees Pty Ltd', Abn: '51 824 753 556' },
  chen: { Name: 'Chen Superannuation Fund', Trustee: 'Chen Pty Ltd', Abn: '53 004 085 616' },
  nguyen: { Name: 'Nguyen Retirement Fund', Trustee: 'Nguyen Holdings Pty Ltd', Abn: '33 102 417 032' },
}

/** A house for a fund's annual return, at a Queensland address. */
const row = (street: string, fund: (typeof funds)[keyof typeof funds], purpose = 'smsf-reporting') => ({
  Property: {
    AddressDetails: { Address: `${street}, Toowoomba QLD 4350`, State: 'QLD', Postcode: '4350' },
    PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
    Tenancies: 1,
    EstimatedValue: 720_000,
  },
  Assessment: {
    Purpose: purpose,
    ValuationBasis: 'retrospective',
    RetrospectiveDate: '2026-06-30',
    Fund: fund,
  },
})

const inScope = [
  row('1 Ruthven St', funds.rossi),
  row('2 Ruthven St', funds.rossi),
  row('3 Ruthven St', funds.chen),
  row('4 Ruthven St', funds.nguyen),
]
const lending = row('5 Ruthven St', funds.chen, 'lending-security')
const fiveRows = [inScope[0], inScope[1], lending, inScope[2], inScope[3]]

beforeAll(async () => {
  stripe = await startFakeStripe('whsec_bulk_secret')
  Object.assign(process.env, stripe.env)
  server = await startTestServer()
  admin = (await server.signIn('admin@example.com', ['admin'])).token
  accountant = (await server.signIn('ann@downs.example', ['customer'], { firstName: 'Ann', lastName: 'Lee' }))
    .token
  rival = (await server.signIn('rex@rival.example', ['customer'])).token
  const firm = async (token: string, Name: string, ABN: string) =>
    (await (await server.api('/api/businesses', { method: 'POST', token, json: { Name, ABN } })).json())
      .BusinessId as number
  firmId = await firm(accountant, 'Darling Downs Accounting Pty Ltd', '83 914 571 673')
  await firm(rival, 'Rival Accountants Pty Ltd', '51 824 753 556')
  await server.payload.update({ collection: 'businesses', id: firmId, data: { invoicing: 'per-bulk-order' } })
})
afterAll(async () => {
  await server?.close()
  await stripe?.close()
})

const count = async (collection: 'valuations' | 'invoices' | 'property-snapshots') =>
  (await server.payload.count({ collection, overrideAccess: true })).totalDocs

describe('bulk orders of a firm', () => {
  const orderKey = randomUUID()
  let placed: {
    Orders: { ValuationId: number; InvoiceId: number; Reference: string }[]
    Invoices: { InvoiceId: number; Number: string; TotalCents: number }[]
  }

  it('when 5 properties for 3 funds are quoted, then the out-of-scope one shows its reason and the others their price', async () => {
    const response = await server.api('/api/users/me/bulk_orders/quote', {
      method: 'POST',
      token: accountant,
      json: { Rows: fiveRows },
    })
    expect(response.status).toBe(200)
    const quote = await response.json()
    expect(quote.Rows.map((r: { InScope: boolean }) => r.InScope)).toEqual([true, true, false, true, true])
    expect(quote.Rows[2]).toMatchObject({ Row: 3, Reasons: [{ Field: 'Purpose', Code: 'lending' }] })
    expect(quote.InScopeCount).toBe(4)
    const prices = quote.Rows.filter((r: { InScope: boolean }) => r.InScope).map(
      (r: { TotalCents: number }) => r.TotalCents,
    )
    expect(quote.TotalCents).toBe(prices.reduce((a: number, b: number) => a + b, 0))
    expect(quote.GstCents).toBeGreaterThan(0)
  })

  it('when the 5 rows are placed with one out of scope, then a 422 names its row and reason and nothing is placed', async () => {
    const before = await Promise.all([count('valuations'), count('invoices'), count('property-snapshots')])
    const response = await server.api('/api/users/me/bulk_orders', {
      method: 'POST',
      token: accountant,
      json: { OrderKey: randomUUID(), Rows: fiveRows },
    })
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(body.details).toEqual({ 'Rows.2.Assessment.Purpose': [expect.stringContaining('lending')] })
    expect(await Promise.all([count('valuations'), count('invoices'), count('property-snapshots')])).toEqual(
      before,
    )
  })

  it('when the 4 in-scope rows are placed, then one invoice has a line per property with its fund, billed to the firm', async () => {
    const response = await server.api('/api/users/me/bulk_orders', {
      method: 'POST',
      token: accountant,
      json: { OrderKey: orderKey, Rows: inScope },
    })
    expect(response.status).toBe(201)
    placed = await response.json()
    expect(placed.Orders).toHaveLength(4)
    expect(placed.Invoices).toHaveLength(1)
    const invoice = await server.payload.findByID({
      collection: 'invoices',
      id: placed.Invoices[0]!.InvoiceId,
    })
    expect(invoice.lines).toHaveLength(4)
    expect(invoice.totalCents).toBe(invoice.lines!.reduce((sum, line) => sum + line.totalCents, 0))
    expect(invoice.buyer).toEqual({ name: 'Darling Downs Accounting Pty Ltd', abn: '83914571673' })
    expect(invoice.lines!.map((line) => line.fundAbn)).toEqual([
      '51824753556',
      '51824753556',
      '53004085616',
      '33102417032',
    ])
    const valuations = await Promise.all(
      placed.Orders.map((order) =>
        server.payload.findByID({ collection: 'valuations', id: order.ValuationId, depth: 0 }),
      ),
    )
    expect(valuations.map((v) => [v.business, v.fund?.name, v.invoice])).toEqual(
      inScope.map((r) => [firmId, r.Assessment.Fund.Name, invoice.id]),
    )
    expect(new Set(valuations.map((v) => v.reference)).size).toBe(4)
  })

  it('when the invoice PDF is read, then it has the 4 properties, their funds and ABNs, and the firm’s ABN', async () => {
    const pdf = await server.api(`/api/invoices/${placed.Invoices[0]!.InvoiceId}/export/pdf`, {
      token: accountant,
    })
    expect(pdf.status).toBe(200)
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()))
    for (const street of ['1 Ruthven St', '2 Ruthven St', '3 Ruthven St', '4 Ruthven St'])
      expect(text).toContain(street)
    for (const fund of Object.values(funds)) {
      expect(text).toContain(fund.Name)
      expect(text).toContain(fund.Abn)
    }
    expect(text).toContain('Darling Downs Accounting Pty Ltd')
    expect(text).toContain('83 914 571 673')
  })

  it('when the same bulk order is sent again, then nothing new is placed and the same orders answer', async () => {
    const before = await Promise.all([count('valuations'), count('invoices')])
    const again = await server.api('/api/users/me/bulk_orders', {
      method: 'POST',
      token: accountant,
      json: { OrderKey: orderKey, Rows: inScope },
    })
    expect(again.status).toBe(201)
    expect((await again.json()).Orders).toEqual(placed.Orders)
    expect(await Promise.all([count('valuations'), count('invoices')])).toEqual(before)
  })

  it('when another firm’s member asks for the invoice or to pay it, then they are refused', async () => {
    const invoiceId = placed.Invoices[0]!.InvoiceId
    expect((await server.api(`/api/invoices/${invoiceId}`, { token: rival })).status).toBe(404)
    expect((await server.api(`/api/invoices/${invoiceId}/export/pdf`, { token: rival })).status).toBe(404)
    const pay = await server.api(`/api/payments/stripe/invoices/${invoiceId}/payment_intent`, {
      method: 'POST',
      token: rival,
    })
    expect([403, 404, 503]).toContain(pay.status)
    expect(pay.status).not.toBe(200)
    const order = await server.api(`/api/valuations/${placed.Orders[0]!.ValuationId}`, { token: rival })
    expect([403, 404]).toContain(order.status)
  })

  it('when an admin records the bank transfer, then all 4 valuations are paid and due in 72 hours', async () => {
    const from = Date.now()
    const recorded = await server.api(`/api/invoices/${placed.Invoices[0]!.InvoiceId}/payment`, {
      method: 'POST',
      token: admin,
      json: {},
    })
    expect(recorded.status).toBe(200)
    for (const order of placed.Orders) {
      const valuation = await server.payload.findByID({ collection: 'valuations', id: order.ValuationId })
      expect(valuation.status).toBe('10')
      expect(Date.parse(valuation.dueAt!)).toBeGreaterThanOrEqual(from + 72 * HOUR_MS)
      expect(Date.parse(valuation.dueAt!)).toBeLessThanOrEqual(Date.now() + 72 * HOUR_MS)
    }
    await server.runAllJobs()
    const { docs: receipts } = await server.payload.find({
      collection: 'outbox',
      where: {
        subject: { like: 'Payment received' },
        createdAt: { greater_than: new Date(from).toISOString() },
      },
    })
    expect(receipts.map((mail) => mail.subject)).toEqual([
      `Payment received — invoice ${placed.Invoices[0]!.Number}, 4 valuations`,
    ])
    for (const order of placed.Orders) expect(receipts[0]!.text).toContain(order.Reference)
  })

  it('when one of them is declined, then only its line is refunded and the others go on', async () => {
    const invoiceId = placed.Invoices[0]!.InvoiceId
    const invoice = await server.payload.findByID({ collection: 'invoices', id: invoiceId })
    const [first, ...others] = placed.Orders
    const declined = await server.api(`/api/valuations/${first!.ValuationId}/decline`, {
      method: 'POST',
      token: admin,
      json: { Reason: 'The title shows a second dwelling we cannot value from the desk.' },
    })
    expect(declined.status).toBe(200)
    expect((await server.payload.findByID({ collection: 'invoices', id: invoiceId })).status).toBe('paid')
    for (const order of others)
      expect(
        (await server.payload.findByID({ collection: 'valuations', id: order.ValuationId })).status,
      ).toBe('10')
    const gone = await server.payload.findByID({ collection: 'valuations', id: first!.ValuationId })
    expect(gone.status).toBe('40')
    await server.runAllJobs()
    const refund = (
      await server.payload.find({
        collection: 'outbox',
        where: { subject: { contains: 'Refund of invoice' } },
      })
    ).docs
    expect(refund).toHaveLength(1)
    const lineAmount = (invoice.lines![0]!.totalCents / 100).toFixed(2)
    expect(refund[0]!.text).toContain(`$${lineAmount}`)
    expect(refund[0]!.text).not.toContain('the whole of invoice')
  })
})

describe('a bulk order paid by card', () => {
  it('when one property of a card-paid bulk invoice is declined, then Stripe refunds its line only, once', async () => {
    const placed = await (
      await server.api('/api/users/me/bulk_orders', {
        method: 'POST',
        token: accountant,
        json: { OrderKey: randomUUID(), Rows: inScope.slice(0, 3) },
      })
    ).json()
    const invoiceId = placed.Invoices[0].InvoiceId
    const intent = await (
      await server.api(`/api/payments/stripe/invoices/${invoiceId}/payment_intent`, {
        method: 'POST',
        token: accountant,
      })
    ).json()
    expect(intent.AmountCents).toBe(placed.TotalCents)
    const event = stripe.succeed(intent.PaymentIntentId)
    const delivered = await server.api('/api/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    })
    expect(await delivered.json()).toMatchObject({ outcome: 'applied' })
    for (const order of placed.Orders)
      expect(
        (await server.payload.findByID({ collection: 'valuations', id: order.ValuationId })).status,
      ).toBe('10')

    const invoice = await server.payload.findByID({ collection: 'invoices', id: invoiceId })
    const second = placed.Orders[1]
    const decline = () =>
      server.api(`/api/valuations/${second.ValuationId}/decline`, {
        method: 'POST',
        token: admin,
        json: { Reason: 'The land is zoned rural residential with a second title.' },
      })
    expect((await decline()).status).toBe(200)
    expect((await decline()).status).toBe(200)
    const refunds = stripe.refunds.filter((refund) => refund.refund.payment_intent === intent.PaymentIntentId)
    expect(refunds.map((refund) => refund.refund.amount)).toEqual([invoice.lines![1]!.totalCents])
    expect((await server.payload.findByID({ collection: 'invoices', id: invoiceId })).status).toBe('paid')
  })
})

describe('a bulk order not paid yet', () => {
  it('when one property is declined before payment, then its line is credited and the invoice asks for the rest; all declined, it is void', async () => {
    const placed = await (
      await server.api('/api/users/me/bulk_orders', {
        method: 'POST',
        token: accountant,
        json: { OrderKey: randomUUID(), Rows: inScope.slice(0, 2) },
      })
    ).json()
    const invoiceId = placed.Invoices[0].InvoiceId
    const before = await server.payload.findByID({ collection: 'invoices', id: invoiceId })
    const decline = (order: { ValuationId: number }) =>
      server.api(`/api/valuations/${order.ValuationId}/decline`, {
        method: 'POST',
        token: admin,
        json: { Reason: 'The title shows a second dwelling we cannot value remotely.' },
      })
    expect((await decline(placed.Orders[0])).status).toBe(200)
    const credited = await server.payload.findByID({ collection: 'invoices', id: invoiceId })
    expect(credited.status).toBe('unpaid')
    expect(credited.lines![0]!.creditedAt).toBeTruthy()
    expect(credited.lines![1]!.creditedAt).toBeFalsy()
    expect(credited.totalCents).toBe(before.lines![1]!.totalCents)
    const intent = await server.api(`/api/payments/stripe/invoices/${invoiceId}/payment_intent`, {
      method: 'POST',
      token: accountant,
    })
    expect((await intent.json()).AmountCents).toBe(before.lines![1]!.totalCents)
    expect((await decline(placed.Orders[1])).status).toBe(200)
    const voided = await server.payload.findByID({ collection: 'invoices', id: invoiceId })
    expect(voided.status).toBe('void')
    expect(voided.totalCents).toBe(0)
  })
})

describe('bad bulk orders', () => {
  it('when a row has a bad fund ABN and no address state, then the 400 names the row and field', async () => {
    const bad = row('9 Ruthven St', { ...funds.rossi, Abn: '12 345 678 901' })
    const response = await server.api('/api/users/me/bulk_orders/quote', {
      method: 'POST',
      token: accountant,
      json: {
        Rows: [
          inScope[0],
          bad,
          {
            ...inScope[1],
            Property: { ...inScope[1]!.Property, AddressDetails: { Address: '7 Nowhere Lane' } },
          },
        ],
      },
    })
    expect(response.status).toBe(400)
    const state = await response.json()
    expect(state['Rows.1.Assessment.Fund.Abn']).toEqual([expect.stringContaining('ABN')])
    expect(state['Rows.2.Property.AddressDetails.Address']).toEqual([
      expect.stringContaining('state and postcode'),
    ])
  })

  it('when an SMSF row names no fund, then it is ordered, and its order asks for the fund', async () => {
    const { Fund: _omitted, ...assessment } = row('8 Ruthven St', funds.rossi).Assessment
    const unfunded = row('8 Ruthven St', funds.rossi)
    const response = await server.api('/api/users/me/bulk_orders', {
      method: 'POST',
      token: accountant,
      json: { OrderKey: randomUUID(), Rows: [{ ...unfunded, Assessment: assessment }] },
    })
    expect(response.status).toBe(201)
    const [placed] = (await response.json()).Orders
    const order = await (
      await server.api(`/api/valuations/${placed.ValuationId}`, { token: accountant })
    ).json()
    expect(order).toMatchObject({ FundNeeded: true, Fund: null })
  })

  it('when a customer in no firm orders in bulk, then each property gets its own invoice, with no firm', async () => {
    const solo = (await server.signIn('sam@solo.example', ['customer'], { firstName: 'Sam' })).token
    const response = await server.api('/api/users/me/bulk_orders', {
      method: 'POST',
      token: solo,
      json: { OrderKey: randomUUID(), Rows: inScope.slice(0, 2) },
    })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body.BusinessId).toBeNull()
    expect(body.Invoices).toHaveLength(2)
    const invoice = await server.payload.findByID({ collection: 'invoices', id: body.Invoices[0].InvoiceId })
    expect(invoice.lines?.[0]?.fundName).toBe(funds.rossi.Name)
  })
})
