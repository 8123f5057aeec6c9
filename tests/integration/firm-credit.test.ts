/**
 * No credit without a person: a guest once gave its own firm monthly invoicing and ordered unpaid. Ordering on
 * account is a term an admin grants, with a limit; a firm's legal name and ABN, once invoiced, change only by one.
 */
import { randomUUID } from 'node:crypto'

import { createLocalReq, handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { firmMonthlyBillingView } from '../../cms/src/adminUi/firmMonthlyBillingView.ts'
import { LIFECYCLE } from '../../cms/src/lifecycle/steps/transaction.ts'
import { formatAudCents, formatDate, todayInAustralia } from '@valuedesk/domain'
import { grantAccount } from '../support/firmAccount.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let admin: Awaited<ReturnType<TestServer['signIn']>>
const None = 0
const Pending = 10

const property = (street: string) => ({
  AddressDetails: { Address: `${street}, Toowoomba QLD 4350`, State: 'QLD', Postcode: '4350' },
  PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
  Tenancies: 1,
  EstimatedValue: 700_000,
})
const assessment = { Purpose: 'capital-gains-tax', ValuationBasis: 'current' }

/** A session the way the wizard opens one for someone not signed in. */
async function guest() {
  const opened = await server.api('/api/users/guest', { method: 'POST' })
  expect(opened.status, await opened.clone().text()).toBe(201)
  return (await opened.json()).Token as string
}

async function registerFirm(token: string, Name: string, ABN: string) {
  const made = await server.api('/api/businesses', { method: 'POST', token, json: { Name, ABN } })
  expect(made.status, await made.clone().text()).toBe(201)
  return (await made.json()).BusinessId as number
}

const patchFirm = (token: string, firm: number, json: Record<string, unknown>) =>
  server.api(`/api/businesses/${firm}`, { method: 'PATCH', token, json })

/** Payload's own REST answer (/cms-api) to this caller, whatever door stands in front of it. */
const payloadRest = (token: string, path: string, body: unknown) =>
  handleEndpoints({
    config: server.payload.config,
    request: new Request(`http://127.0.0.1/cms-api${path}`, {
      method: 'PATCH',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  })

/** One order through the whole-order call, as the wizard places it. */
async function orderOne(token: string, street: string) {
  const contact = await server.api('/api/contacts', {
    method: 'POST',
    token,
    json: {
      FirstName: 'Gus',
      LastName: 'Guest',
      Email: `${randomUUID()}@example.com`,
      Phone: '0400 000 000',
    },
  })
  expect(contact.status, await contact.clone().text()).toBe(201)
  return server.api('/api/orders', {
    method: 'POST',
    token,
    json: {
      OrderKey: randomUUID(),
      ContactId: (await contact.json()).ContactId,
      Property: property(street),
      Assessment: assessment,
      Details: { Form: 'residential', Details: { Bedrooms: 3, Bathrooms: 2, CarSpaces: 1, LandAreaM2: 640 } },
    },
  })
}

const bulkOrder = (token: string, streets: string[]) =>
  server.api('/api/users/me/bulk_orders', {
    method: 'POST',
    token,
    json: {
      OrderKey: randomUUID(),
      Rows: streets.map((street) => ({ Property: property(street), Assessment: assessment })),
    },
  })

const statusOf = async (valuationId: number) =>
  Number((await server.payload.findByID({ collection: 'valuations', id: valuationId, depth: 0 })).status)

const firmOf = (id: number) => server.payload.findByID({ collection: 'businesses', id, depth: 0 })

/** The words of the account part of the firm's page in /admin, as an admin reads them (FirmMonthlyBilling.tsx). */
const firmAccountPage = async (id: number) => {
  const req = await createLocalReq({ user: { ...admin.user, collection: 'users' } }, server.payload)
  const view = await firmMonthlyBillingView(server.payload, req, id)
  return [
    view?.grant,
    view?.owing,
    ...(view?.history ?? []).map((line) => `${line.who} · ${line.what}`),
  ].join('\n')
}

beforeAll(async () => {
  server = await startTestServer()
  admin = await server.signIn('admin@example.com', ['admin'], { firstName: 'Ada', lastName: 'Admin' })
}, 120_000)
afterAll(() => server?.close())

describe('a guest’s firm gives itself no credit', () => {
  let token: string
  let firm: number

  beforeAll(async () => {
    token = await guest()
    firm = await registerFirm(token, 'Gus Guest Pty Ltd', '83 914 571 673')
  })

  it('when the guest switches its new firm to one invoice a month, then it is a 403 naming Invoicing and nothing changes', async () => {
    const refused = await patchFirm(token, firm, { Invoicing: 'per-month' })
    expect(refused.status).toBe(403)
    expect((await refused.json()).details).toHaveProperty('Invoicing')
    expect((await firmOf(firm)).invoicing).toBe('per-order')
    // Behind the staff door, Payload's own answer refuses it too, and so does the Local API as the guest.
    expect((await payloadRest(token, `/businesses/${firm}`, { invoicing: 'per-month' })).status).toBe(403)
    await expect(
      server.payload.update({
        collection: 'businesses',
        id: firm,
        data: { invoicing: 'per-month' },
        user: (await server.payload.find({ collection: 'users', where: { guest: { equals: true } } }))
          .docs[0]!,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    expect((await firmOf(firm)).invoicing).toBe('per-order')
  })

  it('when the guest sets an account limit for its firm, through /api or Payload’s REST, then none is kept', async () => {
    const api = await patchFirm(token, firm, { AccountLimit: 1_000_000 })
    expect(api.status).toBe(400)
    await payloadRest(token, `/businesses/${firm}`, { accountLimit: 1_000_000, invoicing: 'per-month' })
    const stored = await firmOf(firm)
    expect(stored.accountLimit ?? null).toBeNull()
    expect(stored.invoicing).toBe('per-order')
  })

  it('when the guest orders, then the valuation waits for its invoice to be paid: not Pending, no clock', async () => {
    const placed = await orderOne(token, '1 Guest Street')
    expect(placed.status, await placed.clone().text()).toBe(201)
    const order = await placed.json()
    expect(order.OnAccount).toBeNull()
    expect(order.Invoice).toMatchObject({ Status: 'unpaid' })
    expect(await statusOf(order.ValuationId)).toBe(None)
    const valuation = await server.payload.findByID({ collection: 'valuations', id: order.ValuationId })
    expect(valuation.dueAt ?? null).toBeNull()
  })

  it('when the firm’s member renames its legal name or ABN once an invoice bills the firm, then /api, Payload’s REST and the Local API as the member refuse it, naming the field', async () => {
    // Payload's REST answers staff alone (access/denyByDefault.ts); beneath it the guard names the field.
    const rest = await payloadRest(token, `/businesses/${firm}`, { name: 'Somebody Else Pty Ltd' })
    expect(rest.status).toBe(403)
    await expect(
      server.payload.update({
        collection: 'businesses',
        id: firm,
        data: { name: 'Somebody Else Pty Ltd' },
        user: (await server.payload.find({ collection: 'users', where: { guest: { equals: true } } }))
          .docs[0]!,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/^Name: /) })
    const api = await patchFirm(token, firm, { Name: 'Somebody Else Pty Ltd' })
    expect(api.status).toBe(409)
    expect((await api.json()).message).toMatch(/^Name: /)
    const abn = await patchFirm(token, firm, { ABN: '51 824 753 556' })
    expect(abn.status).toBe(409)
    expect((await abn.json()).message).toMatch(/^ABN: /)
    expect(await firmOf(firm)).toMatchObject({ name: 'Gus Guest Pty Ltd', abn: '83914571673' })
  })

  it('when an admin corrects the legal name, then it is kept: the admin is the way to change it', async () => {
    const corrected = await payloadRest(admin.token, `/businesses/${firm}`, {
      name: 'Gus Guest Holdings Pty Ltd',
    })
    expect(corrected.status, await corrected.clone().text()).toBe(200)
    expect((await firmOf(firm)).name).toBe('Gus Guest Holdings Pty Ltd')
  })
})

describe('before a firm’s first invoice', () => {
  it('when the member who registered it corrects its name, then it is kept; another member is refused', async () => {
    const { token } = await server.signIn('rita@registrar.example', ['customer'])
    const firm = await registerFirm(token, 'Registrar Typo Pty Ltd', '33 102 417 032')
    const corrected = await patchFirm(token, firm, { Name: 'Registrar Accounting Pty Ltd' })
    expect(corrected.status, await corrected.clone().text()).toBe(200)
    expect((await corrected.json()).Name).toBe('Registrar Accounting Pty Ltd')

    const colleague = await server.signIn('cole@registrar.example', ['customer'])
    const [branch] = (
      await server.payload.find({ collection: 'business-branches', where: { business: { equals: firm } } })
    ).docs
    await server.payload.update({
      collection: 'users',
      id: colleague.user.id,
      data: { businessBranches: [branch!.id] },
    })
    const refused = await patchFirm(colleague.token, firm, { ABN: '53 004 085 616' })
    expect(refused.status).toBe(403)
    expect((await refused.json()).message).toMatch(/^ABN: /)
  })
})

describe('a signed-up customer’s bulk order starts nothing unpaid', () => {
  it('when its firm tries one invoice a month and then orders in bulk, then each valuation waits for payment', async () => {
    const { token } = await server.signIn('bo@bulk.example', ['customer'], {
      firstName: 'Bo',
      lastName: 'Lee',
    })
    const firm = await registerFirm(token, 'Bulk Buyers Pty Ltd', '51 824 753 556')
    expect((await patchFirm(token, firm, { Invoicing: 'per-month' })).status).toBe(403)
    const placed = await bulkOrder(token, ['1 Bulk Street', '2 Bulk Street', '3 Bulk Street'])
    expect(placed.status, await placed.clone().text()).toBe(201)
    const order = await placed.json()
    expect(order.OnAccountMonth).toBeNull()
    expect(order.Invoices.length).toBeGreaterThan(0)
    for (const row of order.Orders) expect(await statusOf(row.ValuationId)).toBe(None)
  })
})

describe('an account an admin grants, with a limit', () => {
  let member: Awaited<ReturnType<TestServer['signIn']>>
  let firm: number
  let priceCents: number

  beforeAll(async () => {
    member = await server.signIn('olive@onaccount.example', ['customer'], {
      firstName: 'Olive',
      lastName: 'Ng',
    })
    firm = await registerFirm(member.token, 'On Account Advisers Pty Ltd', '53 004 085 616')
  })

  it('when an admin grants the firm an account, then the member may choose one invoice a month and orders start on account', async () => {
    await grantAccount(server, admin.user, firm, 10_000)
    const chosen = await patchFirm(member.token, firm, { Invoicing: 'per-month' })
    expect(chosen.status, await chosen.clone().text()).toBe(200)
    expect(await chosen.json()).toMatchObject({
      Invoicing: 'per-month',
      Account: { LimitCents: 10_000_00, GrantedAt: expect.any(String) },
    })
    const placed = await orderOne(member.token, '1 Account Street')
    expect(placed.status, await placed.clone().text()).toBe(201)
    const order = await placed.json()
    expect(order.Invoice).toBeNull()
    priceCents = order.OnAccount.TotalCents
    expect(await statusOf(order.ValuationId)).toBe(Pending)
  })

  it('when the orders on account would pass the limit, then the order is a 409 with the figures and nothing is written', async () => {
    // Room for exactly one more order.
    await grantAccount(server, admin.user, firm, (2 * priceCents) / 100)
    const second = await orderOne(member.token, '2 Account Street')
    expect(second.status, await second.clone().text()).toBe(201)
    const snapshots = async () => (await server.payload.count({ collection: 'property-snapshots' })).totalDocs
    const before = await snapshots()
    const third = await orderOne(member.token, '3 Account Street')
    expect(third.status).toBe(409)
    const refusal = await third.json()
    expect(refusal.details).toHaveProperty('BusinessId')
    const dollars = (cents: number) =>
      `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`
    expect(refusal.message).toContain(dollars(2 * priceCents))
    expect(refusal.message).toContain(dollars(priceCents))
    const bulk = await bulkOrder(member.token, ['4 Account Street'])
    expect(bulk.status).toBe(409)
    expect(await snapshots()).toBe(before)
  })

  it('when an admin who works in the firm, or nobody (the system), grants it credit, then it is refused', async () => {
    const [branch] = (
      await server.payload.find({ collection: 'business-branches', where: { business: { equals: firm } } })
    ).docs
    const insider = await server.signIn('ian@onaccount.example', ['admin'])
    const withBranch = await server.payload.update({
      collection: 'users',
      id: insider.user.id,
      data: { businessBranches: [branch!.id] },
    })
    await expect(grantAccount(server, withBranch, firm, 1_000_000)).rejects.toMatchObject({ status: 403 })
    await expect(
      server.payload.update({ collection: 'businesses', id: firm, data: { accountLimit: 1_000_000 } }),
    ).rejects.toMatchObject({ status: 403 })
    expect((await firmOf(firm)).accountLimit).toBe((2 * priceCents) / 100)
  })

  it('when an admin opens the firm’s page, then the grant reads in dollars and an Australian date, with what is owing', async () => {
    const page = await firmAccountPage(firm)
    expect(page).toContain(
      `On account up to ${formatAudCents(2 * priceCents)} (GST included), granted by Ada Admin on ${formatDate(todayInAustralia())}`,
    )
    expect(page).toContain(`Owing on account now: ${formatAudCents(2 * priceCents)}`)
    expect(page).toContain(`Account granted, up to ${formatAudCents(10_000_00)} (GST included)`)
  })

  it('when an admin withdraws the account, then the firm goes back to paying first and its next order waits for payment', async () => {
    await grantAccount(server, admin.user, firm, null)
    const stored = await firmOf(firm)
    expect(stored.invoicing).toBe('per-order')
    const placed = await orderOne(member.token, '5 Account Street')
    expect(placed.status, await placed.clone().text()).toBe(201)
    expect(await statusOf((await placed.json()).ValuationId)).toBe(None)
  })

  it('when the firm’s history is read, then it lists each grant, change and withdrawal with who and when', async () => {
    const { accountHistory } = await server.payload.findByID({ collection: 'businesses', id: firm, depth: 0 })
    expect(accountHistory?.map(({ action, by, limit }) => ({ action, by, limit: limit ?? null }))).toEqual([
      { action: 'granted', by: admin.user.id, limit: 10_000 },
      { action: 'changed', by: admin.user.id, limit: (2 * priceCents) / 100 },
      { action: 'withdrawn', by: admin.user.id, limit: null },
    ])
    for (const entry of accountHistory ?? []) expect(Date.parse(entry.at)).not.toBeNaN()
    const page = await firmAccountPage(firm)
    expect(page).toContain('No account: the firm’s orders are paid for before the work starts.')
    expect(page).toContain('Ada Admin · Account withdrawn')
  })

  it('when a firm is set to one invoice a month without an account (chosen before accounts were granted), then its orders are paid first', async () => {
    await server.payload.update({
      collection: 'businesses',
      id: firm,
      data: { invoicing: 'per-month' },
      context: { [LIFECYCLE]: true },
    })
    const placed = await orderOne(member.token, '6 Account Street')
    expect(placed.status, await placed.clone().text()).toBe(201)
    const order = await placed.json()
    expect(order.OnAccount).toBeNull()
    expect(await statusOf(order.ValuationId)).toBe(None)
  })
})
