import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { emailsAbout, lastEmailTo } from '../support/outbox.ts'
import { paidOrder } from '../support/paidOrder.ts'
import { placeOrder } from '../support/placeOrder.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ cmsRest: true })
  // The first account of a new installation is its admin: made first.
  await server.signIn('admin@example.com', ['admin'])
})
afterAll(() => server?.close())

let people = 0
/** A new signed-up customer, signed in. */
async function customer() {
  const email = `customer${++people}@example.com`
  const { user, token } = await server.signIn(email, ['customer'], { firstName: 'Sam', lastName: 'Lee' })
  return { id: user.id, email, token }
}

const get = async (path: string, token: string) => {
  const response = await server.api(path, { token })
  return { status: response.status, body: await response.json().catch(() => null) }
}

/** The claim link's e-mail is written off the answer's path: wait for it (or for nothing) to be queued. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400))
const claimLinkTo = async (address: string) => {
  await settle()
  const [mail] = (await emailsAbout(server, address, 'Add order')).slice(-1)
  const link = /https?:\/\/\S+\/account\/claim\?token=(\S+)/.exec(mail?.text ?? '')
  return { subject: mail?.subject, token: link?.[1] }
}
const askToClaim = (token: string, Reference: string, Email: string) =>
  server.api('/api/users/me/claims', { method: 'POST', token, json: { Reference, Email } })
const confirmClaim = (token: string, Token: string | undefined) =>
  server.api('/api/users/me/claims/confirm', { method: 'POST', token, json: { Token } })

describe('a customer’s account lists their own orders, invoices and properties', () => {
  it('when a customer has ordered, then /api/users/me/orders, invoices and properties list theirs and nothing of anyone else’s', async () => {
    const mine = await customer()
    const theirs = await customer()
    const order = await paidOrder(server, { token: mine.token, address: '3 Mine Street, Toowoomba QLD 4350' })
    const other = await paidOrder(server, {
      token: theirs.token,
      address: '9 Theirs Road, Toowoomba QLD 4350',
    })

    const orders = await get('/api/users/me/orders', mine.token)
    expect(orders.status).toBe(200)
    expect(orders.body.Items.map((item: { Reference: string }) => item.Reference)).toEqual([order.reference])
    expect(orders.body.Items[0]).toMatchObject({
      StatusName: expect.any(String),
      DueAt: expect.any(String),
      HoursLeft: expect.any(Number),
      Invoice: { InvoiceId: order.invoiceId, Status: 'paid' },
      Reorder: { Label: expect.stringMatching(/^Order again for 30 June \d{4}$/) },
    })

    const invoices = await get('/api/users/me/invoices', mine.token)
    expect(invoices.body.Items).toEqual([
      expect.objectContaining({ InvoiceId: order.invoiceId, Reference: order.reference, Status: 'paid' }),
    ])

    const properties = await get('/api/users/me/properties', mine.token)
    expect(properties.body.Items).toEqual([
      expect.objectContaining({
        Address: '3 Mine Street, Toowoomba QLD 4350',
        LatestValueDate: null,
        AgeLabel: 'Not valued yet',
        Reference: order.reference,
      }),
    ])

    // The other customer's records, by id, through every door: the same 404 as an id that does not exist.
    expect((await get(`/api/valuations/${other.valuationId}`, mine.token)).status).toBe(404)
    expect((await get(`/api/invoices/${other.invoiceId}`, mine.token)).status).toBe(404)
    expect((await get(`/api/users/me/orders/${other.valuationId}/reorder`, mine.token)).status).toBe(404)
    const pdf = await server.api(`/api/invoices/${other.invoiceId}/export/pdf`, { token: mine.token })
    expect(pdf.status).toBe(404)
    for (const path of [
      `/cms-api/valuations/${other.valuationId}`,
      `/cms-api/invoices/${other.invoiceId}`,
      `/cms-api/property-snapshots/${other.snapshotId}`,
      `/cms-api/valuations?limit=100`,
    ]) {
      const response = await server.api(path, { token: mine.token })
      expect(response.status, path).toBeGreaterThanOrEqual(400)
      expect(await response.text(), path).not.toContain(other.reference)
    }
  })

  it('when a guest session (the wizard’s) asks for the account’s lists, then they hold its own order alone', async () => {
    const guest = await placeOrder(server.url, { email: 'guest-lists@example.com' })
    const orders = await get('/api/users/me/orders', guest.token)
    expect(orders.body.Items.map((item: { Reference: string }) => item.Reference)).toEqual([guest.reference])
  })

  it('when staff ask for a customer’s lists, then they are sent to the back office', async () => {
    const { token } = await server.signIn(`valuer${++people}@example.com`, ['valuer'])
    const response = await get('/api/users/me/orders', token)
    expect(response.status).toBe(403)
  })

  it('when nobody is signed in, then the account’s calls answer 401', async () => {
    expect((await server.api('/api/users/me/orders')).status).toBe(401)
    expect((await server.api('/api/users/me/claims', { method: 'POST', json: {} })).status).toBe(401)
  })
})

describe('a guest order joins an account by a link sent to the order’s address', () => {
  it('when the reference and the order’s address are given, then the address gets a link that moves the order, its invoice, property and contact into the account, once', async () => {
    const guestOrder = await paidOrder(server, {
      email: 'claimer@example.com',
      address: '7 Claim Court, Toowoomba QLD 4350',
    })
    const me = await customer()

    const asked = await askToClaim(me.token, guestOrder.reference.toLowerCase(), 'Claimer@Example.com')
    expect(asked.status).toBe(202)
    const mail = await claimLinkTo('claimer@example.com')
    expect(mail.subject).toBe(`Add order ${guestOrder.reference} to your ValueDesk account`)
    expect(mail.token).toBeDefined()

    const confirmed = await confirmClaim(me.token, mail.token)
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toEqual({
      Orders: [{ ValuationId: guestOrder.valuationId, Reference: guestOrder.reference }],
    })

    const orders = await get('/api/users/me/orders', me.token)
    expect(orders.body.Items.map((item: { Reference: string }) => item.Reference)).toEqual([
      guestOrder.reference,
    ])
    const invoices = await get('/api/users/me/invoices', me.token)
    expect(invoices.body.Items.map((item: { InvoiceId: number }) => item.InvoiceId)).toEqual([
      guestOrder.invoiceId,
    ])
    const pdf = await server.api(`/api/invoices/${guestOrder.invoiceId}/export/pdf`, { token: me.token })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toContain('pdf')
    expect((await get(`/api/valuations/${guestOrder.valuationId}`, guestOrder.token)).status).toBe(404)

    const valuation = await server.payload.findByID({
      collection: 'valuations',
      id: guestOrder.valuationId,
      depth: 0,
    })
    expect(valuation.history?.at(-1)?.note).toContain(`Added to the account of Sam Lee (${me.email})`)
    const snapshot = await server.payload.findByID({
      collection: 'property-snapshots',
      id: guestOrder.snapshotId,
      depth: 0,
    })
    expect(snapshot.customer).toBe(me.id)
    const contact = await server.payload.findByID({
      collection: 'contacts',
      id: guestOrder.contactId,
      depth: 0,
    })
    expect(contact.customer).toBe(me.id)

    const someoneElse = await customer()
    const again = await confirmClaim(someoneElse.token, mail.token)
    expect(again.status).toBe(400)
    expect(await again.json()).toHaveProperty('Token')
    expect((await get('/api/users/me/orders', someoneElse.token)).body.Items).toEqual([])
  })

  it('when the address is not the order’s, the order is already in an account, or there is no such order, then the answer is the same and no link goes out', async () => {
    const guestOrder = await paidOrder(server, {
      email: 'owner@example.com',
      address: '11 Quiet Lane, Toowoomba QLD 4350',
    })
    const accountOrder = await customer()
    const placed = await paidOrder(server, { token: accountOrder.token, email: accountOrder.email })
    const asker = await customer()

    const answers = await Promise.all([
      askToClaim(asker.token, guestOrder.reference, 'not-the-owner@example.com'),
      askToClaim(asker.token, placed.reference, accountOrder.email),
      askToClaim(asker.token, 'VD-999999', 'owner@example.com'),
    ])
    const bodies = await Promise.all(answers.map((answer) => answer.json()))
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202])
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1)
    await settle()
    expect(await emailsAbout(server, 'not-the-owner@example.com', 'Add order')).toEqual([])
    expect(await emailsAbout(server, 'owner@example.com', 'Add order')).toEqual([])
    expect(await emailsAbout(server, accountOrder.email, 'Add order')).toEqual([])
  })

  it('when a link is made up, or is another kind of link, then nothing moves', async () => {
    const me = await customer()
    expect((await confirmClaim(me.token, 'made-up-token-of-some-length')).status).toBe(400)
    expect((await confirmClaim(me.token, '1.made-up-token-of-some-length')).status).toBe(400)
    // A sign-up's confirmation link (kept on an account, like a claim's) claims nothing.
    await server.api('/api/users/register', {
      method: 'POST',
      json: {
        Email: 'signup-claims@example.com',
        Password: 'a-long-password',
        FirstName: 'Al',
        LastName: 'Ng',
      },
    })
    const signUp = await lastEmailTo(server, 'signup-claims@example.com')
    expect(signUp.token).toBeDefined()
    expect((await confirmClaim(me.token, signUp.token)).status).toBe(400)
  })

  it('when a guest session asks to claim, then it is told to sign in to an account', async () => {
    const guest = await placeOrder(server.url, { email: 'guest-claims@example.com' })
    const response = await askToClaim(guest.token, guest.reference, 'guest-claims@example.com')
    expect(response.status).toBe(403)
  })

  it('when a claim link is older than its hour, then it has expired', async () => {
    const guestOrder = await paidOrder(server, { email: 'late@example.com' })
    const me = await customer()
    await askToClaim(me.token, guestOrder.reference, 'late@example.com')
    const mail = await claimLinkTo('late@example.com')
    expect(mail.token).toBeDefined()
    await server.payload.db.updateOne({
      collection: 'users',
      where: { emailTokenExpiresAt: { exists: true }, guest: { equals: true } },
      data: { emailTokenExpiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    expect((await confirmClaim(me.token, mail.token)).status).toBe(400)
    expect((await get('/api/users/me/orders', me.token)).body.Items).toEqual([])
  })
})

describe('a re-order starts from an earlier order', () => {
  it('when a customer re-orders an SMSF valuation, then the property, its details, the purpose and the contact come back, at the latest 30 June', async () => {
    const me = await customer()
    const order = await paidOrder(server, {
      token: me.token,
      email: me.email,
      address: '21 Again Avenue, Toowoomba QLD 4350',
    })
    // The fund the order was for, as the one-call order keeps it (the spec's step-by-step calls do not yet).
    await server.payload.db.updateOne({
      collection: 'valuations',
      where: { id: { equals: order.valuationId } },
      data: {
        fund: { name: 'Rossi Family Super Fund', trustee: 'Rossi Nominees Pty Ltd', abn: '51824753556' },
      },
    })
    const prefill = await get(`/api/users/me/orders/${order.valuationId}/reorder`, me.token)
    expect(prefill.status).toBe(200)
    const year = Number(
      new Date().toLocaleDateString('en-CA', { timeZone: 'Australia/Brisbane' }).slice(0, 4),
    )
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Australia/Brisbane' })
    const latest = today >= `${year}-06-30` ? `${year}-06-30` : `${year - 1}-06-30`
    expect(prefill.body).toMatchObject({
      FromReference: order.reference,
      Property: {
        AddressDetails: { Address: '21 Again Avenue, Toowoomba QLD 4350', State: 'QLD', Postcode: '4350' },
        PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
        Tenancies: 1,
        EstimatedValue: 845_000,
      },
      Assessment: {
        Purpose: 'smsf-reporting',
        ...(today === latest
          ? { ValuationBasis: 'current' }
          : { ValuationBasis: 'retrospective', RetrospectiveDate: latest }),
      },
      Details: { Form: 'residential', Details: { Bedrooms: 4, Bathrooms: 2 } },
      Contact: { FirstName: 'Maria', Email: me.email, Phone: '0412 345 678' },
    })
    // The fund comes back too, so the purpose step passes as the wizard checks it (not left blank).
    expect(prefill.body.Assessment.Fund).toMatchObject({ Name: 'Rossi Family Super Fund' })
    const { AssessmentDetails } = await import('@valuedesk/domain')
    expect(AssessmentDetails.safeParse(prefill.body.Assessment).success).toBe(true)
  })
})
