/** The clock is faked: November 2026, then the first of December (Brisbane's). */
import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { grantAccount } from '../support/firmAccount.ts'
import { attachmentOf, emailsAbout } from '../support/outbox.ts'
import { pdfText } from '../support/pdfFacts.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
/**
 * Anna orders for Alpha (granted an account, invoiced monthly), Bella for Beta (likewise); Carl's Gamma (likewise)
 * orders nothing.
 */
const emails = {
  admin: 'admin@example.com',
  anna: 'anna@alpha.example',
  bella: 'bella@beta.example',
  carl: 'carl@gamma.example',
} as const
/** A token signed in at the (faked) time now: one from days before has expired. */
const as = (who: keyof typeof emails) => server.logIn(emails[who])
const firms: Record<'alpha' | 'beta' | 'gamma', number> = { alpha: 0, beta: 0, gamma: 0 }
const contacts: Record<'anna' | 'bella', number> = { anna: 0, bella: 0 }

/** Alpha's orders in November: one through /api/orders, two in a bulk order, one declined before the invoice. */
let single: { ValuationId: number; Reference: string }
let bulk: { ValuationId: number; Address: string }[]
let declinedEarly: number
let betaOrder: number

const at = (moment: string) => vi.setSystemTime(new Date(moment))
const rossi = { Name: 'Rossi Family Super Fund', Trustee: 'Rossi Nominees Pty Ltd', Abn: '51 824 753 556' }
const chen = { Name: 'Chen Superannuation Fund', Trustee: 'Chen Pty Ltd', Abn: '53 004 085 616' }

const property = (street: string) => ({
  AddressDetails: { Address: `${street}, Toowoomba QLD 4350`, State: 'QLD', Postcode: '4350' },
  PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
  Tenancies: 1,
  EstimatedValue: 700_000,
})
const assessment = (fund: typeof rossi) => ({
  Purpose: 'smsf-reporting',
  ValuationBasis: 'retrospective',
  RetrospectiveDate: '2026-06-30',
  Fund: fund,
})

/** One order through the whole-order call, as the wizard places it. */
async function orderOne(token: string, contactId: number, street: string) {
  const answer = await server.api('/api/orders', {
    method: 'POST',
    token,
    json: {
      OrderKey: randomUUID(),
      ContactId: contactId,
      Property: property(street),
      Assessment: assessment(rossi),
      Details: { Form: 'residential', Details: { Bedrooms: 3, Bathrooms: 2, CarSpaces: 1, LandAreaM2: 640 } },
    },
  })
  expect(answer.status, await answer.clone().text()).toBe(201)
  return answer.json()
}

const invoicesOf = async (firm: number) =>
  (
    await server.payload.find({
      collection: 'invoices',
      where: { business: { equals: firm } },
      depth: 0,
      pagination: false,
    })
  ).docs

/** The invoice run as the scheduled job does it: queued, then run by the job runner. */
async function runMonthlyInvoices() {
  await server.payload.jobs.queue({ task: 'issueMonthlyInvoices', input: {} })
  await server.runAllJobs()
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  at('2026-11-10T00:00:00Z')
  server = await startTestServer()
  const { user: admin } = await server.signIn(emails.admin, ['admin'])
  for (const [who, firstName] of [
    ['anna', 'Anna'],
    ['bella', 'Bella'],
    ['carl', 'Carl'],
  ] as const)
    await server.signIn(emails[who], ['customer'], { firstName, lastName: 'Accountant' })
  const register = async (token: string, Name: string, ABN: string, Email?: string) => {
    const made = await server.api('/api/businesses', { method: 'POST', token, json: { Name, ABN, Email } })
    expect(made.status, await made.clone().text()).toBe(201)
    const id = (await made.json()).BusinessId as number
    // Ordering on account is an admin's grant, with a limit; then the member chooses it.
    await grantAccount(server, admin, id, 50_000)
    const chosen = await server.api(`/api/businesses/${id}`, {
      method: 'PATCH',
      token,
      json: { Invoicing: 'per-month' },
    })
    expect(chosen.status, await chosen.clone().text()).toBe(200)
    return id
  }
  firms.alpha = await register(
    await as('anna'),
    'Alpha Accounting Pty Ltd',
    '83 914 571 673',
    'books@alpha.example',
  )
  firms.beta = await register(await as('bella'), 'Beta Super Services Pty Ltd', '33 102 417 032')
  firms.gamma = await register(await as('carl'), 'Gamma Advisers Pty Ltd', '51 824 753 556')
  for (const [who, email] of [
    ['anna', 'anna@alpha.example'],
    ['bella', 'bella@beta.example'],
  ] as const) {
    const contact = await server.api('/api/contacts', {
      method: 'POST',
      token: await as(who),
      json: { FirstName: who, LastName: 'Accountant', Email: email, Phone: '0400 000 000' },
    })
    expect(contact.status, await contact.clone().text()).toBe(201)
    contacts[who] = (await contact.json()).ContactId
  }
}, 120_000)
afterAll(async () => {
  await server?.close()
  vi.useRealTimers()
})

describe('ordering on account in November', () => {
  it('when a member places one order, then there is no invoice to pay, it starts at once and the e-mail names the November invoice', async () => {
    at('2026-11-12T01:00:00Z')
    const placed = await orderOne(await as('anna'), contacts.anna, '1 Ruthven St')
    expect(placed.Invoice).toBeNull()
    expect(placed.OnAccount).toMatchObject({ Month: '2026-11', TotalCents: 22000 })
    expect(placed.Status).toBe(10)
    single = placed
    const valuation = await server.payload.findByID({ collection: 'valuations', id: placed.ValuationId })
    expect(valuation.invoice ?? null).toBeNull()
    expect(valuation.dueAt).toBe('2026-11-15T01:00:00.000Z')
    expect(valuation.business).toMatchObject({ id: firms.alpha })
    const [mail, ...more] = await emailsAbout(server, 'anna@alpha.example', 'received on account')
    expect(more).toHaveLength(0)
    expect(mail!.text).toContain('November 2026 invoice')
    expect(mail!.text).toContain('nothing to pay now')
    expect(await invoicesOf(firms.alpha)).toHaveLength(0)
  })

  it('when a member places a bulk order, then each property starts at once, with no invoice, confirmed in one e-mail', async () => {
    at('2026-11-20T03:00:00Z')
    const answer = await server.api('/api/users/me/bulk_orders', {
      method: 'POST',
      token: await as('anna'),
      json: {
        OrderKey: randomUUID(),
        Rows: [
          { Property: property('2 Ruthven St'), Assessment: assessment(rossi) },
          { Property: property('3 Ruthven St'), Assessment: assessment(chen) },
          { Property: property('4 Ruthven St'), Assessment: assessment(chen) },
        ],
      },
    })
    expect(answer.status, await answer.clone().text()).toBe(201)
    const placed = await answer.json()
    expect(placed).toMatchObject({ Invoices: [], OnAccountMonth: '2026-11', TotalCents: 66000 })
    expect(placed.Orders.map((order: { Status: number }) => order.Status)).toEqual([10, 10, 10])
    expect(placed.Orders.map((order: { InvoiceId: null }) => order.InvoiceId)).toEqual([null, null, null])
    const [third, ...kept] = [placed.Orders[2], placed.Orders[0], placed.Orders[1]]
    bulk = kept
    declinedEarly = third.ValuationId
    expect(await emailsAbout(server, 'anna@alpha.example', '3 valuations ordered on account')).toHaveLength(1)
    expect(await invoicesOf(firms.alpha)).toHaveLength(0)
  })

  it('when another firm’s member orders on account, then it is that firm’s', async () => {
    at('2026-11-28T05:00:00Z')
    const answer = await server.api('/api/orders', {
      method: 'POST',
      token: await as('bella'),
      json: {
        OrderKey: randomUUID(),
        ContactId: contacts.bella,
        Property: property('9 Beta St'),
        Assessment: assessment(chen),
        Details: {
          Form: 'residential',
          Details: { Bedrooms: 3, Bathrooms: 1, CarSpaces: 1, LandAreaM2: 600 },
        },
      },
    })
    expect(answer.status, await answer.clone().text()).toBe(201)
    betaOrder = (await answer.json()).ValuationId
  })

  it('when an admin declines one before the month ends, then the customer is told and nothing is owed for it', async () => {
    const declined = await server.api(`/api/valuations/${declinedEarly}/decline`, {
      method: 'POST',
      token: await as('admin'),
      json: { Reason: 'The title shows a second dwelling we cannot value from the desk.' },
    })
    expect(declined.status, await declined.clone().text()).toBe(200)
    const [told] = await emailsAbout(server, 'anna@alpha.example', 'We cannot complete your valuation')
    expect(told?.text).not.toContain('refund')
  })

  it('when the member reads /account, then each order reads as on account, on the November invoice', async () => {
    const orders = await (
      await server.api('/api/users/me/orders?pageSize=100', { token: await as('anna') })
    ).json()
    const mine = orders.Items.find(
      (order: { ValuationId: number }) => order.ValuationId === single.ValuationId,
    )
    expect(mine).toMatchObject({
      OnAccount: 'On account: on the November invoice',
      PriceCents: 22000,
      Invoice: null,
    })
  })

  it('when the invoices run before the month is over, then nothing is issued', async () => {
    at('2026-11-30T13:55:00Z')
    await runMonthlyInvoices()
    expect(await invoicesOf(firms.alpha)).toHaveLength(0)
  })
})

describe('the first of December, Brisbane time', () => {
  beforeAll(async () => {
    at('2026-11-30T14:05:00Z')
    await runMonthlyInvoices()
  })

  it('when the invoices run, then the firm has one invoice: a line per property with its fund, billed to its name and ABN, due in 14 days', async () => {
    const [invoice, ...more] = await invoicesOf(firms.alpha)
    expect(more).toHaveLength(0)
    expect(invoice).toMatchObject({
      status: 'unpaid',
      period: '2026-11',
      dueOn: '2026-12-15',
      totalCents: 66000,
      gstCents: 6000,
      buyer: { name: 'Alpha Accounting Pty Ltd', abn: '83914571673' },
    })
    expect(invoice!.lines!.map((line) => [line.description, line.fundName, line.totalCents])).toEqual([
      [expect.stringContaining('1 Ruthven St'), 'Rossi Family Super Fund', 22000],
      [expect.stringContaining('2 Ruthven St'), 'Rossi Family Super Fund', 22000],
      [expect.stringContaining('3 Ruthven St'), 'Chen Superannuation Fund', 22000],
    ])
    for (const id of [single.ValuationId, ...bulk.map((order) => order.ValuationId)]) {
      const valuation = await server.payload.findByID({ collection: 'valuations', id, depth: 0 })
      expect(valuation.invoice).toBe(invoice!.id)
    }
    const declined = await server.payload.findByID({ collection: 'valuations', id: declinedEarly, depth: 0 })
    expect(declined.invoice ?? null).toBeNull()
  })

  it('when the invoice is issued, then it is e-mailed once to the firm, with its PDF naming the month and each property', async () => {
    const invoice = (await invoicesOf(firms.alpha))[0]!
    const mails = await emailsAbout(server, 'books@alpha.example', `Tax invoice ${invoice.number}`)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('November 2026')
    expect(mails[0]!.text).toContain('15 December 2026')
    const pdf = await pdfText(await attachmentOf(server, mails[0]))
    expect(pdf).toContain('Alpha Accounting Pty Ltd')
    expect(pdf).toContain('November 2026')
    expect(pdf).toContain('3 Ruthven St')
  })

  it('when the invoices run again, then nothing more is issued or sent', async () => {
    at('2026-11-30T15:05:00Z')
    await runMonthlyInvoices()
    expect(await invoicesOf(firms.alpha)).toHaveLength(1)
    expect(await emailsAbout(server, 'books@alpha.example', 'Tax invoice')).toHaveLength(1)
  })

  it('when another firm ordered too, then its invoice has its own order only, sent to the member (it has no e-mail); a firm with no orders has none', async () => {
    const [beta, ...more] = await invoicesOf(firms.beta)
    expect(more).toHaveLength(0)
    expect(beta!.lines).toHaveLength(1)
    expect(beta!.lines![0]!.description).toContain('9 Beta St')
    expect(beta!.buyer).toMatchObject({ name: 'Beta Super Services Pty Ltd' })
    const valuation = await server.payload.findByID({ collection: 'valuations', id: betaOrder, depth: 0 })
    expect(valuation.invoice).toBe(beta!.id)
    expect(await emailsAbout(server, 'bella@beta.example', `Tax invoice ${beta!.number}`)).toHaveLength(1)
    expect(await invoicesOf(firms.gamma)).toHaveLength(0)
    expect((await server.api(`/api/invoices/${beta!.id}`, { token: await as('anna') })).status).toBe(404)
  })

  it('when the member reads /account, then the order names the invoice it went on, and the invoice is theirs to pay', async () => {
    const invoice = (await invoicesOf(firms.alpha))[0]!
    const orders = await (
      await server.api('/api/users/me/orders?pageSize=100', { token: await as('anna') })
    ).json()
    const mine = orders.Items.find(
      (order: { ValuationId: number }) => order.ValuationId === single.ValuationId,
    )
    expect(mine.OnAccount).toBe(`On account: invoiced on ${invoice.number} (November 2026)`)
    const invoices = await (
      await server.api('/api/users/me/invoices?pageSize=100', { token: await as('anna') })
    ).json()
    expect(invoices.Items.map((item: { Number: string }) => item.Number)).toContain(invoice.number)
  })
})

describe('after the monthly invoice', () => {
  it('when a valuation is declined before the invoice is paid, then its line is credited and the invoice is due for the rest', async () => {
    const invoice = (await invoicesOf(firms.alpha))[0]!
    const declined = await server.api(`/api/valuations/${bulk[1]!.ValuationId}/decline`, {
      method: 'POST',
      token: await as('admin'),
      json: { Reason: 'We cannot find sales evidence for this property.' },
    })
    expect(declined.status, await declined.clone().text()).toBe(200)
    const credited = await server.payload.findByID({ collection: 'invoices', id: invoice.id, depth: 0 })
    expect(credited).toMatchObject({ status: 'unpaid', totalCents: 44000, gstCents: 4000 })
    expect(credited.lines!.filter((line) => line.creditedAt)).toHaveLength(1)
  })

  it('when an admin records the bank transfer, then the invoice is paid and the valuations go on as they were', async () => {
    const invoice = (await invoicesOf(firms.alpha))[0]!
    const paid = await server.api(`/api/invoices/${invoice.id}/payment`, {
      method: 'POST',
      token: await as('admin'),
      json: { Method: 'bank-transfer' },
    })
    expect(paid.status, await paid.clone().text()).toBe(200)
    expect((await paid.json()).Status).toBe('paid')
    const valuation = await server.payload.findByID({ collection: 'valuations', id: single.ValuationId })
    expect(valuation).toMatchObject({ status: '10', dueAt: '2026-11-15T01:00:00.000Z' })
  })

  it('when another is declined once the invoice is paid, then its line alone is refunded', async () => {
    const invoice = (await invoicesOf(firms.alpha))[0]!
    const declined = await server.api(`/api/valuations/${bulk[0]!.ValuationId}/decline`, {
      method: 'POST',
      token: await as('admin'),
      json: { Reason: 'The property is a hobby farm we cannot value from the desk.' },
    })
    expect(declined.status, await declined.clone().text()).toBe(200)
    expect((await server.payload.findByID({ collection: 'invoices', id: invoice.id })).status).toBe('paid')
    const refunds = await emailsAbout(server, 'anna@alpha.example', `Refund of invoice ${invoice.number}`)
    expect(refunds).toHaveLength(1)
    expect(refunds[0]!.text).toContain('$220.00')
  })
})
