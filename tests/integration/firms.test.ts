/** Accountants' firms; firm-consent.test.ts has the rules of joining one. */
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lastEmailTo } from '../support/outbox.ts'
import { OrderStepFailed, placeOrder, type PlacedOrder } from '../support/placeOrder.ts'
import { reportToComplete } from '../support/reportToComplete.ts'
import { signUp } from '../support/signUp.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let anna: { token: string; id: number }
let bella: { token: string; id: number }
let firmA: number
let firmB: number
/** Anna's order for firm A, delivered (its final report and PDF). */
let delivered: {
  valuationId: number
  invoiceId: number
  reportId: number
  snapshotId: number
  contactId: number
}
/** Bella's order for firm B, unpaid. */
let orderB: PlacedOrder

const register = async (token: string, Name: string, ABN: string, Email?: string) => {
  const response = await server.api('/api/businesses', {
    method: 'POST',
    token,
    json: { Name, ABN, Email },
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()).BusinessId as number
}

const get = (path: string, token: string) => server.api(path, { token })
const json = async (path: string, token: string) => {
  const response = await get(path, token)
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200)
  return response.json()
}

beforeAll(async () => {
  server = await startTestServer({ cmsRest: true })
  // The first account made is an admin: made here, so the accountants are customers only.
  await server.signIn('first-admin@example.com', ['admin'])
  const signIn = async (email: string, firstName: string) => {
    const { user, token } = await server.signIn(email, ['customer'], { firstName, lastName: 'Accountant' })
    return { token, id: user.id as number }
  }
  anna = await signIn('anna@firm-a.example', 'Anna')
  bella = await signIn('bella@firm-b.example', 'Bella')
  firmA = await register(anna.token, 'Alpha Accounting Pty Ltd', '51 824 753 556', 'books@firm-a.example')
  firmB = await register(bella.token, 'Beta Super Services Pty Ltd', '53 004 085 616')
  const completed = await reportToComplete(server, [], undefined, {
    token: anna.token,
    email: 'anna@firm-a.example',
  })
  const done = await completed.complete()
  expect(done.status, await done.clone().text()).toBe(200)
  await server.runAllJobs()
  delivered = {
    valuationId: completed.order.valuationId,
    invoiceId: completed.order.invoiceId,
    snapshotId: completed.order.snapshotId,
    contactId: completed.order.contactId,
    reportId: completed.reportId,
  }
  orderB = await placeOrder(server.url, {
    token: bella.token,
    email: 'bella@firm-b.example',
    address: '9 Beta Street, Kearneys Spring QLD 4350',
  })
}, 120_000)
afterAll(() => server?.close())

describe('an order names its firm', () => {
  it('when a member of one firm orders, then the valuation and the invoice are the firm’s, billed to its legal name and ABN', async () => {
    const valuation = await server.payload.findByID({
      collection: 'valuations',
      id: delivered.valuationId,
      depth: 0,
    })
    const invoice = await server.payload.findByID({
      collection: 'invoices',
      id: delivered.invoiceId,
      depth: 0,
    })
    expect(valuation.business).toBe(firmA)
    expect(invoice.business).toBe(firmA)
    expect(invoice.buyer).toMatchObject({ name: 'Alpha Accounting Pty Ltd', abn: '51824753556' })
    const { docs: toFirm } = await server.payload.find({
      collection: 'outbox',
      where: { to: { equals: 'books@firm-a.example' }, subject: { contains: invoice.number } },
    })
    expect(toFirm).toHaveLength(1)
    expect(toFirm[0]!.text).toContain('Maria Rossi placed this order for Alpha Accounting Pty Ltd')
    expect(toFirm[0]!.attachments?.map((attachment) => attachment.filename)).toEqual([
      `${invoice.number}.pdf`,
    ])
  })

  it('when a member names a firm they are not in, then the order is refused naming BusinessId', async () => {
    const response = await server.api('/api/valuation_form/prepayment_process_submission', {
      method: 'POST',
      token: anna.token,
      json: { SnapshotId: delivered.snapshotId, ContactId: delivered.contactId, BusinessId: firmB },
    })
    expect(response.status).toBe(400)
    expect(Object.keys(await response.json())).toEqual(['BusinessId'])
  })
})

describe('settings', () => {
  it('when a member sends a bad lead time or invoicing, then a 400 names the field; good values are kept', async () => {
    for (const [field, value] of [
      ['ReminderLeadWeeks', 0],
      ['ReminderLeadWeeks', 27],
      ['ReminderLeadWeeks', 2.5],
      ['Invoicing', 'monthly'],
    ] as const) {
      const response = await server.api(`/api/businesses/${firmA}`, {
        method: 'PATCH',
        token: anna.token,
        json: { [field]: value },
      })
      expect(response.status).toBe(400)
      expect(Object.keys(await response.json())).toEqual([field])
    }
    const saved = await server.api(`/api/businesses/${firmA}`, {
      method: 'PATCH',
      token: anna.token,
      json: { Invoicing: 'per-bulk-order', ReminderLeadWeeks: 8 },
    })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({ Invoicing: 'per-bulk-order', ReminderLeadWeeks: 8 })
    expect(await json(`/api/businesses/${firmA}`, anna.token)).toMatchObject({ ReminderLeadWeeks: 8 })
  })

  it('when a member of another firm changes the firm’s settings, then it is a 404 and nothing changes', async () => {
    const response = await server.api(`/api/businesses/${firmA}`, {
      method: 'PATCH',
      token: bella.token,
      json: { ReminderLeadWeeks: 2 },
    })
    expect(response.status).toBe(404)
    expect((await server.payload.findByID({ collection: 'businesses', id: firmA })).reminderLeadWeeks).toBe(8)
  })
})

describe('colleagues', () => {
  let carl: string

  it('when a member invites a new colleague, then the colleague signs up with the address, accepts signed in, and sees the firm’s orders, placed by another', async () => {
    const invited = await server.api(`/api/businesses/${firmA}/invitations`, {
      method: 'POST',
      token: anna.token,
      json: { Email: 'Carl@Firm-A.example' },
    })
    expect(invited.status, await invited.clone().text()).toBe(201)
    expect(await invited.json()).toMatchObject({ Email: 'carl@firm-a.example', Status: 'pending' })
    const { token } = await lastEmailTo(server, 'carl@firm-a.example', 'account/firm/join')
    carl = await signUp(server, 'carl@firm-a.example')
    const accepted = await server.api('/api/users/me/firm_invitation/accept', {
      method: 'POST',
      token: carl,
      json: { Token: token },
    })
    expect(accepted.status, await accepted.clone().text()).toBe(200)
    const { Items } = await json('/api/valuations', carl)
    expect(Items.map((item: { ValuationId: number }) => item.ValuationId)).toEqual([delivered.valuationId])
    expect((await get(`/api/valuations/${delivered.valuationId}`, carl)).status).toBe(200)
    const members = await json(`/api/businesses/${firmA}/members`, carl)
    expect(members.map((member: { Email: string }) => member.Email).sort()).toEqual([
      'anna@firm-a.example',
      'carl@firm-a.example',
    ])
  })

  it('when a member of another firm lists or invites to the firm, then it is a 404', async () => {
    expect((await get(`/api/businesses/${firmA}/members`, bella.token)).status).toBe(404)
    const invited = await server.api(`/api/businesses/${firmA}/invitations`, {
      method: 'POST',
      token: bella.token,
      json: { Email: 'mole@firm-b.example' },
    })
    expect(invited.status).toBe(404)
  })

  it('when a colleague reads the firm’s delivered order, then its invoice, property, report and PDF are theirs to read', async () => {
    const invoices = await json('/api/invoices', carl)
    expect(invoices.Items.map((item: { InvoiceId: number }) => item.InvoiceId)).toEqual([delivered.invoiceId])
    expect((await get(`/api/invoices/${delivered.invoiceId}`, carl)).status).toBe(200)
    expect((await get(`/api/invoices/${delivered.invoiceId}/export/pdf`, carl)).status).toBe(200)
    const reports = await json(`/api/valuations/${delivered.valuationId}/reports`, carl)
    expect(reports).toHaveLength(1)
    const pdf = await get(`/api/reports/${delivered.reportId}/pdf`, carl)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toContain('pdf')
  })
})

describe('nothing of another firm', () => {
  it('when a member of firm B asks for firm A’s orders through /api, then lists are empty of them and each is a 404', async () => {
    const valuations = await json('/api/valuations?statuses=0,50', bella.token)
    expect(valuations.Items.map((item: { ValuationId: number }) => item.ValuationId)).toEqual([
      orderB.valuationId,
    ])
    const invoices = await json('/api/invoices', bella.token)
    expect(invoices.Items.map((item: { InvoiceId: number }) => item.InvoiceId)).toEqual([orderB.invoiceId])
    for (const path of [
      `/api/valuations/${delivered.valuationId}`,
      `/api/valuations/${delivered.valuationId}/reports`,
      `/api/invoices/${delivered.invoiceId}`,
      `/api/invoices/${delivered.invoiceId}/export/pdf`,
      `/api/reports/${delivered.reportId}/pdf`,
      `/api/businesses/${firmA}`,
      `/api/businesses/${firmA}/invoices/export/csv`,
    ])
      expect((await get(path, bella.token)).status, path).toBe(404)
  })

  it('when a member of firm A asks for firm B’s order, then it is a 404', async () => {
    expect((await get(`/api/valuations/${orderB.valuationId}`, anna.token)).status).toBe(404)
    expect((await get(`/api/invoices/${orderB.invoiceId}`, anna.token)).status).toBe(404)
  })

  it('when firm members call /cms-api, then they are turned away before Payload', async () => {
    for (const token of [anna.token, bella.token])
      for (const [method, path] of [
        ['GET', '/cms-api/valuations'],
        ['GET', `/cms-api/valuations/${delivered.valuationId}`],
        ['GET', '/cms-api/invoices'],
        ['GET', '/cms-api/reports'],
        ['GET', '/cms-api/businesses'],
      ] as const) {
        const response = await server.api(path, { method, token })
        expect([401, 403], `${method} ${path}`).toContain(response.status)
      }
  })

  it('when the access rules are asked directly (as the admin and REST would), then firm B reads nothing of firm A', async () => {
    const bellaUser = await server.payload.findByID({ collection: 'users', id: bella.id })
    for (const collection of [
      'valuations',
      'invoices',
      'reports',
      'property-snapshots',
      'contacts',
      'files',
    ] as const) {
      const { docs } = await server.payload.find({
        collection,
        user: bellaUser,
        overrideAccess: false,
        depth: 0,
        limit: 0,
      })
      const ids = docs.map((doc) => doc.id)
      expect(ids, collection).not.toContain(
        {
          valuations: delivered.valuationId,
          invoices: delivered.invoiceId,
          reports: delivered.reportId,
          'property-snapshots': delivered.snapshotId,
          contacts: delivered.contactId,
          files: -1,
        }[collection],
      )
      if (collection === 'files') expect(ids).toEqual([])
    }
  })
})

describe('invoices export', () => {
  it('when a member exports the firm’s invoices, then the CSV has a quoted row per invoice with its buyer, ABN, property, the fund the order named and amounts', async () => {
    const response = await get(`/api/businesses/${firmA}/invoices/export/csv`, anna.token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const lines = (await response.text()).trimEnd().split('\r\n')
    expect(lines[0]).toBe('Number,Date,Buyer,ABN,Property,Fund,Ex GST,GST,Total,Status,Paid')
    expect(lines).toHaveLength(2)
    const invoice = await server.payload.findByID({ collection: 'invoices', id: delivered.invoiceId })
    const dollars = (cents: number) => (cents / 100).toFixed(2)
    expect(lines[1]).toMatch(
      new RegExp(
        `^${invoice.number},\\d{1,2} \\w{3} \\d{4},Alpha Accounting Pty Ltd,51824753556,"14 Carrowbrook Court, Kearneys Spring QLD 4350",Rossi Family Super Fund,${dollars(invoice.totalCents - invoice.gstCents)},${dollars(invoice.gstCents)},${dollars(invoice.totalCents)},paid,\\d{1,2} \\w{3} \\d{4}$`,
      ),
    )
  })
})

describe('Xero, on a server without a Xero app', () => {
  it('when a member asks, then the firm page is told Xero is not configured, and connecting or sending is a 409 saying so', async () => {
    expect(await json(`/api/businesses/${firmA}/xero`, anna.token)).toMatchObject({
      Configured: false,
      Connected: false,
    })
    for (const path of [
      `/api/businesses/${firmA}/xero/authorization`,
      `/api/businesses/${firmA}/invoices/export/xero`,
    ]) {
      const response = await server.api(path, { method: 'POST', token: anna.token, json: {} })
      expect(response.status, path).toBe(409)
      expect((await response.json()).message).toMatch(/Xero is not configured/)
    }
    const callback = await server.api('/api/xero/callback?code=x&state=1.y', { redirect: 'manual' })
    expect(callback.status).toBe(409)
  })
})

describe('reminders before 30 June', () => {
  // A customer of their own (no firm): their SMSF property, valued at 30 June 2026, is reminded 6 weeks ahead.
  beforeAll(async () => {
    const solo = await server.signIn('solo@example.com', ['customer'], { firstName: 'Sol' })
    const order = await placeOrder(server.url, {
      token: solo.token,
      email: 'solo@example.com',
      address: '3 Solo Street, Kearneys Spring QLD 4350',
    })
    // Delivered, as its report's completion leaves it (the completion itself is tested in valuation-workflow).
    await server.payload.db.updateOne({
      collection: 'valuations',
      id: order.valuationId,
      data: { status: '50', retrospectiveDate: '2026-06-30' },
    })
  })
  const soloReminders = async () =>
    (
      await server.payload.find({
        collection: 'outbox',
        where: { to: { equals: 'solo@example.com' }, subject: { contains: 'Re-value' } },
        limit: 0,
      })
    ).docs.map((mail) => mail.subject)

  const remind = async (at: string) => {
    const { remindSmsfRevaluations } = await import('../../cms/src/jobs/remindSmsfRevaluations.ts')
    const count = await remindSmsfRevaluations(await createLocalReq({}, server.payload), new Date(at))
    await server.runAllJobs()
    return count
  }
  const reminders = async () =>
    (
      await server.payload.find({
        collection: 'outbox',
        where: { to: { equals: 'books@firm-a.example' }, subject: { contains: 'Re-value' } },
        limit: 0,
      })
    ).docs

  it('when today is before 30 June less the firm’s lead time, then nobody is reminded; at it, the firm once, with a re-order link, in the history', async () => {
    // Firm A's lead time is 8 weeks: from 5 May 2027 (Brisbane) for 30 June 2027.
    expect(await remind('2027-05-04T12:00:00+10:00')).toBe(0)
    expect(await reminders()).toHaveLength(0)
    await remind('2027-05-05T08:00:00+10:00')
    const [mail, ...more] = await reminders()
    expect(more).toHaveLength(0)
    expect(mail!.subject).toBe('Re-value 14 Carrowbrook Court, Kearneys Spring QLD 4350 for 30 June 2027')
    expect(mail!.text).toContain(`/valuation?reorder=${delivered.valuationId}`)
    const history = (
      await server.payload.findByID({ collection: 'valuations', id: delivered.valuationId, depth: 0 })
    ).history?.map((entry) => entry.note ?? '')
    expect(history?.some((note) => note.includes('Re-value'))).toBe(true)
  })

  it('when the next day comes, or two processes look at once, then nobody is reminded again; the next year, once more', async () => {
    await remind('2027-05-06T08:00:00+10:00')
    await Promise.all([remind('2027-06-01T08:00:00+10:00'), remind('2027-06-01T08:00:01+10:00')])
    expect(await reminders()).toHaveLength(1)
    await remind('2028-05-05T08:00:00+10:00')
    await remind('2028-05-05T08:00:00+10:00')
    expect(await reminders()).toHaveLength(2)
  })

  it('when a customer of their own has an SMSF property, then they are reminded 6 weeks before 30 June, once a year', async () => {
    // The runs above: 1 June 2027 was past 19 May (6 weeks before); 5 May 2028 was not yet 19 May 2028.
    expect(await soloReminders()).toEqual([
      'Re-value 3 Solo Street, Kearneys Spring QLD 4350 for 30 June 2027',
    ])
    await remind('2028-05-19T08:00:00+10:00')
    expect(await soloReminders()).toHaveLength(2)
  })
})

describe('a member of several firms', () => {
  it('when they order without naming the firm, then it is refused naming BusinessId; named, the order is that firm’s', async () => {
    const multi = await server.signIn('multi@example.com', ['customer'], { firstName: 'Mo' })
    const branches = await server.payload.find({
      collection: 'business-branches',
      where: { business: { in: [firmA, firmB] } },
      depth: 0,
    })
    await server.payload.update({
      collection: 'users',
      id: multi.user.id,
      data: { businessBranches: branches.docs.map((branch) => branch.id) },
    })
    const refused = await placeOrder(server.url, { token: multi.token, email: 'multi@example.com' }).catch(
      (error: unknown) => error,
    )
    expect(refused).toBeInstanceOf(OrderStepFailed)
    expect((refused as OrderStepFailed).status).toBe(400)
    expect((refused as Error).message).toContain('"BusinessId"')
    const mine = { customer: { equals: multi.user.id } }
    const [snapshot] = (await server.payload.find({ collection: 'property-snapshots', where: mine })).docs
    const [contact] = (await server.payload.find({ collection: 'contacts', where: mine })).docs
    const invoiced = await server.api('/api/valuation_form/prepayment_process_submission', {
      method: 'POST',
      token: multi.token,
      json: { SnapshotId: snapshot!.id, ContactId: contact!.id, BusinessId: firmB },
    })
    expect(invoiced.status, await invoiced.clone().text()).toBe(201)
    const invoice = await server.payload.findByID({
      collection: 'invoices',
      id: (await invoiced.json()).InvoiceId,
      depth: 0,
    })
    expect(invoice).toMatchObject({ business: firmB, buyer: { name: 'Beta Super Services Pty Ltd' } })
  })
})
