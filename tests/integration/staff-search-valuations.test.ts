import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { licensedValuer } from '../support/licensedValuer.ts'
import { paidOrder } from '../support/paidOrder.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

/**
 * Payload searches a collection's own fields, so the valuation keeps copies of its address and customer, made and
 * refreshed by the order lifecycle only; searches are asked as the admin's list search asks /cms-api.
 */
let server: TestServer
let admin: string
let stranger: string
let sameValuer: string
let priya: Awaited<ReturnType<typeof paidOrder>>
let other: Awaited<ReturnType<typeof paidOrder>>

/** The admin list's search: `like` on each searchable field, any of them. */
const listSearch = (collection: string, text: string, fields: string[]) =>
  `/cms-api/${collection}?depth=0&${fields
    .map((field, index) => `where[or][${index}][${field}][like]=${encodeURIComponent(text)}`)
    .join('&')}`
const valuationFields = ['reference', 'searchAddress', 'customerName', 'customerEmail']
const found = async (token: string, collection: string, text: string, fields = valuationFields) => {
  const response = await server.api(listSearch(collection, text, fields), { token })
  expect(response.status).toBe(200)
  return ((await response.json()).docs as { id: number }[]).map((doc) => doc.id)
}

beforeAll(async () => {
  server = await startTestServer({ cmsRest: true })
  admin = (await server.signIn('admin@example.com', ['admin'])).token
  const elsewhere = await server.payload.create({
    collection: 'practices',
    data: { name: 'Elsewhere Valuers' },
  })
  const valuerAt = async (email: string, practice?: number) =>
    (await licensedValuer(server, email, { firstName: 'Val', lastName: 'Uer', practice })).token
  stranger = await valuerAt('stranger@example.com', elsewhere.id)
  sameValuer = await valuerAt('colleague@example.com')
  priya = await paidOrder(server, {
    address: '17 Searchable Lane, Kearneys Spring QLD 4350',
    email: 'priya@example.com',
  })
  await server.payload.update({
    collection: 'contacts',
    id: priya.contactId,
    data: { firstName: 'Priya' },
    overrideAccess: true,
  })
  other = await paidOrder(server, {
    address: '3 Other Court, Kearneys Spring QLD 4350',
    email: 'ola@example.com',
  })
}, 120_000)
afterAll(() => server?.close())

describe('searching valuations as staff', () => {
  it('finds a valuation by its address, its customer’s name and e-mail, and its reference', async () => {
    expect(await found(admin, 'valuations', 'Searchable Lane')).toEqual([priya.valuationId])
    expect(await found(admin, 'valuations', 'priya rossi')).toEqual([priya.valuationId])
    expect(await found(admin, 'valuations', 'priya@example')).toEqual([priya.valuationId])
    expect(await found(admin, 'valuations', priya.reference)).toEqual([priya.valuationId])
    expect(await found(admin, 'valuations', 'Other Court')).toEqual([other.valuationId])
  })

  it('names a guest customer by their contact, never by the made-up login', async () => {
    const valuation = await server.payload.findByID({ collection: 'valuations', id: priya.valuationId })
    expect(valuation).toMatchObject({
      searchAddress: '17 Searchable Lane, Kearneys Spring QLD 4350',
      customerName: 'Priya Rossi',
      customerEmail: 'priya@example.com',
    })
    const customer = await server.payload.findByID({
      collection: 'users',
      id: typeof valuation.customer === 'object' ? valuation.customer.id : valuation.customer,
      depth: 0,
    })
    expect(customer.guest).toBe(true)
    expect(customer.email).toMatch(/@guests\.valuedesk\.invalid$/)
    // Named after the order's contact when the order was placed (Maria, as the wizard sent it then).
    expect(customer.displayName).toBe('Maria Rossi')
  })

  it('finds an invoice by its number and its customer', async () => {
    const invoice = await server.payload.findByID({ collection: 'invoices', id: priya.invoiceId, depth: 0 })
    const invoiceFields = ['number', 'customerName', 'customerEmail', 'searchAddress']
    expect(await found(admin, 'invoices', invoice.number, invoiceFields)).toEqual([priya.invoiceId])
    expect(await found(admin, 'invoices', 'priya@example.com', invoiceFields)).toEqual([priya.invoiceId])
    expect(await found(admin, 'invoices', 'Priya', invoiceFields)).toEqual([priya.invoiceId])
  })

  it('lets a valuer of the practice search, and a valuer of another practice find nothing', async () => {
    expect(await found(sameValuer, 'valuations', 'Searchable Lane')).toEqual([priya.valuationId])
    expect(await found(stranger, 'valuations', 'Searchable Lane')).toEqual([])
    expect(await found(stranger, 'valuations', 'priya@example.com')).toEqual([])
    expect([403, 404]).toContain(
      (await server.api(`/cms-api/valuations/${priya.valuationId}`, { token: stranger })).status,
    )
  })
})

describe('the copies are the lifecycle’s', () => {
  it('are not shown to the customer, through the API or Payload', async () => {
    const detail = await (
      await server.api(`/api/valuations/${priya.valuationId}`, { token: priya.token })
    ).json()
    expect(JSON.stringify(detail)).not.toContain('customerEmail')
    expect((await server.api('/cms-api/valuations', { token: priya.token })).status).toBeGreaterThanOrEqual(
      401,
    )
    const customer = await server.payload.findByID({
      collection: 'users',
      id: (await server.payload.findByID({ collection: 'valuations', id: priya.valuationId, depth: 0 }))
        .customer as number,
    })
    const asCustomer = await server.payload.findByID({
      collection: 'valuations',
      id: priya.valuationId,
      user: customer,
      overrideAccess: false,
      depth: 0,
    })
    expect(asCustomer).not.toHaveProperty('customerEmail')
    expect(asCustomer).not.toHaveProperty('customerName')
    expect(asCustomer).not.toHaveProperty('searchAddress')
    const invoice = await server.payload.findByID({
      collection: 'invoices',
      id: priya.invoiceId,
      user: customer,
      overrideAccess: false,
      depth: 0,
    })
    expect(invoice).not.toHaveProperty('customerEmail')
  })

  it('are written through no door, not even an admin’s', async () => {
    for (const [collection, id] of [
      ['valuations', priya.valuationId],
      ['invoices', priya.invoiceId],
    ] as const) {
      const response = await server.api(`/cms-api/${collection}/${id}`, {
        method: 'PATCH',
        token: admin,
        json: { customerName: 'Someone Else', customerEmail: 'evil@example.com' },
      })
      expect(response.status).toBeGreaterThanOrEqual(400)
      const after = await server.payload.findByID({ collection, id, depth: 0 })
      expect(after.customerName).toBe('Priya Rossi')
    }
  })

  it('follow a property correction, and a contact’s new name', async () => {
    const corrected = await server.api(`/api/properties/${priya.snapshotId}`, {
      method: 'PATCH',
      token: admin,
      json: { AddressDetails: { Address: '19 Corrected Road, Kearneys Spring QLD 4350' } },
    })
    expect(corrected.status).toBe(200)
    expect(await found(admin, 'valuations', 'Corrected Road')).toEqual([priya.valuationId])
    expect(await found(admin, 'valuations', 'Searchable Lane')).toEqual([])
    expect(await found(admin, 'invoices', 'Corrected Road', ['searchAddress'])).toEqual([priya.invoiceId])
    await server.payload.update({
      collection: 'contacts',
      id: priya.contactId,
      data: { lastName: 'Sharma', email: 'priya.sharma@example.com' },
      overrideAccess: true,
    })
    expect(await found(admin, 'valuations', 'priya sharma')).toEqual([priya.valuationId])
    expect(await found(admin, 'valuations', 'priya.sharma@example.com')).toEqual([priya.valuationId])
    expect(await found(admin, 'valuations', 'priya@example.com')).toEqual([])
  })
})

type MigrateArgs = { db: unknown; payload: Payload; req: PayloadRequest }
// Methods, so either dialect's migration (its own argument types) fits.
type Migration = { up(args: MigrateArgs): Promise<void>; down(args: MigrateArgs): Promise<void> }

describe('a signed-up customer', () => {
  it('is found by their account’s address too, and by the new one once it changes', async () => {
    const { user, token } = await server.signIn('sam@example.com', ['customer'], {
      firstName: 'Sam',
      lastName: 'Lee',
    })
    const order = await paidOrder(server, {
      token,
      address: '8 Account Avenue, Kearneys Spring QLD 4350',
      email: 'sam.work@example.com',
    })
    expect(await found(admin, 'valuations', 'sam@example.com')).toEqual([order.valuationId])
    expect(await found(admin, 'valuations', 'sam.work@example.com')).toEqual([order.valuationId])
    // An admin's change of someone's address takes effect at once (a user's own waits for its link).
    const changed = await server.api(`/cms-api/users/${user.id}`, {
      method: 'PATCH',
      token: admin,
      json: { email: 'sam.lee@example.com' },
    })
    expect(changed.status).toBe(200)
    expect(await found(admin, 'valuations', 'sam.lee@example.com')).toEqual([order.valuationId])
    expect(await found(admin, 'valuations', 'sam@example.com')).toEqual([])
  })
})

/** The lists a valuer and an admin work from (tests/e2e/admin-readable.spec.ts reads them in a browser). */
const staffLists = [
  'valuations',
  'reports',
  'invoices',
  'contacts',
  'users',
  'businesses',
  'practices',
  'practice-valuers',
  'files',
  'adjustment-notes',
  'outbox',
  'firm-invitations',
  'signatures',
] as const

describe('the lists staff work from', () => {
  it.each(staffLists)(
    'when %s are listed, then no column falls back on Payload’s cell: "<No Valuer>" for an empty one, a bare number, a moment on the browser’s clock',
    (slug) => {
      const { admin: list, flattenedFields } = server.payload.collections[slug].config
      const columns = list.defaultColumns ?? []
      const unreadable = columns.filter((column) => {
        const field = flattenedFields.find((candidate) => candidate.name === column)
        if (!field) return false
        const cell = (field.admin as { components?: { Cell?: unknown } } | undefined)?.components?.Cell
        return (
          ['relationship', 'upload', 'number', 'date', 'text', 'textarea', 'select'].includes(field.type) &&
          !cell
        )
      })
      expect(unreadable).toEqual([])
      expect(list.useAsTitle, 'titled by a field, not by its id').not.toBe('id')
    },
  )
})

describe('the migration', () => {
  it('gives rows made before it their names and copies', async () => {
    const { payload } = server
    const migration: Migration =
      process.env.TEST_DIALECT === 'postgres'
        ? await import('../../cms/src/migrations/postgres/20261124_194959_readable_admin.ts')
        : await import('../../cms/src/migrations/sqlite/20261124_194949_readable_admin.ts')
    const args = { db: payload.db.drizzle, payload, req: await createLocalReq({}, payload) }
    // The schema as it was: no names, no copies; then the migration, as on an upgraded database.
    await migration.down(args)
    await migration.up(args)
    const valuation = await payload.findByID({ collection: 'valuations', id: other.valuationId, depth: 0 })
    expect(valuation).toMatchObject({
      searchAddress: '3 Other Court, Kearneys Spring QLD 4350',
      customerName: 'Maria Rossi',
      customerEmail: 'ola@example.com',
    })
    const invoice = await payload.findByID({ collection: 'invoices', id: other.invoiceId, depth: 0 })
    expect(invoice.customerEmail).toBe('ola@example.com')
    const contact = await payload.findByID({ collection: 'contacts', id: other.contactId, depth: 0 })
    expect(contact.displayName).toBe('Maria Rossi')
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: 'admin@example.com' } },
    })
    expect(docs[0]?.displayName).toBe('admin@example.com')
  })
})
