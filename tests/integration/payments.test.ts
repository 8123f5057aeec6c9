import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DAY_MS, HOUR_MS } from '@valuedesk/domain'

import { startFakeStripe } from '../support/fakeStripe.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

const webhookSecret = 'whsec_test_secret'
let stripe: Awaited<ReturnType<typeof startFakeStripe>>
let server: TestServer

beforeAll(async () => {
  stripe = await startFakeStripe(webhookSecret)
  Object.assign(process.env, stripe.env)
  server = await startTestServer()
  await server.payload.create({
    collection: 'users',
    data: { email: 'admin@example.com', password: 'admin-password', roles: ['admin'] },
  })
})
afterAll(async () => {
  await server?.close()
  await stripe?.close()
})

const adminSignsIn = async (): Promise<string> =>
  (
    await (
      await server.api('/api/auth/login', {
        method: 'POST',
        json: { Email: 'admin@example.com', Password: 'admin-password' },
      })
    ).json()
  ).Token

/** A customer with an order for a house, unpaid. */
async function orderedHouse() {
  const { ContactId, Token } = await (
    await server.api('/api/contacts', {
      method: 'POST',
      json: {
        FirstName: 'Lee',
        LastName: 'Chen',
        Email: 'lee@example.com',
        Phone: '0400 111 222',
        RequestBearerToken: true,
      },
    })
  ).json()
  const { SnapshotId } = await (
    await server.api('/api/valuation_form/create_prevaluation_form', {
      method: 'POST',
      token: Token,
      json: {
        AddressDetails: { Address: '8 Wendover Court, Kearneys Spring QLD 4350' },
        PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
        Tenancies: 1,
        EstimatedValue: 860000,
        AssessmentDetails: {
          Purpose: 'smsf-reporting',
          Fund: { Name: 'Rossi Family Super Fund', Trustee: 'Rossi Nominees Pty Ltd', Abn: '51 824 753 556' },
        },
        Contact: { ContactId },
      },
    })
  ).json()
  const invoice = await (
    await server.api('/api/valuation_form/prepayment_process_submission', {
      method: 'POST',
      token: Token,
      json: { SnapshotId, ContactId },
    })
  ).json()
  const { ValuationId } = await (
    await server.api('/api/valuation_form/valuations', {
      method: 'POST',
      token: Token,
      json: { SnapshotId, Purpose: 'smsf-reporting', InvoiceId: invoice.InvoiceId },
    })
  ).json()
  return { Token, invoice, ValuationId }
}

const deliver = (event: { payload: string; signature: string }) =>
  server.api('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.payload,
  })

const outbox = async (subjectContains: string) =>
  (await server.payload.find({ collection: 'outbox', where: { subject: { contains: subjectContains } } }))
    .docs

describe('card payments through Stripe (faked at the network edge)', () => {
  it('when a customer pays by card, then the invoice is paid, the 72-hour clock starts and both e-mails go out', async () => {
    const { Token, invoice, ValuationId } = await orderedHouse()
    const response = await server.api(`/api/payments/stripe/invoices/${invoice.InvoiceId}/payment_intent`, {
      method: 'POST',
      token: Token,
    })
    expect(response.status).toBe(200)
    const intent = await response.json()
    expect(intent).toMatchObject({
      AmountCents: 22000,
      PublishableKey: 'pk_test_fake',
      ClientSecret: expect.stringContaining('_secret_'),
    })
    expect(stripe.intents.get(intent.PaymentIntentId)).toMatchObject({
      amount: 22000,
      currency: 'aud',
      metadata: { invoiceId: String(invoice.InvoiceId) },
    })

    const again = await (
      await server.api(`/api/payments/stripe/invoices/${invoice.InvoiceId}/payment_intent`, {
        method: 'POST',
        token: Token,
      })
    ).json()
    expect(again.PaymentIntentId).toBe(intent.PaymentIntentId)

    const event = stripe.succeed(intent.PaymentIntentId)
    const delivered = await deliver(event)
    expect(await delivered.json()).toEqual({ received: true, outcome: 'applied' })

    const paid = await server.payload.findByID({ collection: 'invoices', id: invoice.InvoiceId })
    expect(paid).toMatchObject({ status: 'paid', paymentMethod: 'card' })
    const valuation = await server.payload.findByID({ collection: 'valuations', id: ValuationId })
    expect(valuation.status).toBe('10')
    // 72 hours from when Stripe's confirmation recorded it, moments after the card was charged.
    expect(
      new Date(valuation.dueAt!).getTime() - new Date(valuation.paidAt!).getTime(),
    ).toBeGreaterThanOrEqual(72 * HOUR_MS)
    expect(Date.parse(valuation.dueAt!)).toBeLessThanOrEqual(Date.now() + 72 * HOUR_MS)

    await server.payload.jobs.run()
    const received = await outbox(`Order ${valuation.reference} received`)
    expect(received).toHaveLength(1)
    expect(received[0]!.attachments?.[0]).toMatchObject({
      filename: `${invoice.Number}.pdf`,
      contentType: 'application/pdf',
    })
    expect(await outbox(`Payment received — ${valuation.reference}`)).toHaveLength(1)

    // Stripe retries deliveries: the same event again changes nothing and sends nothing.
    expect(await (await deliver(event)).json()).toEqual({ received: true, outcome: 'duplicate' })
    await server.payload.jobs.run()
    expect(await outbox(`Payment received — ${valuation.reference}`)).toHaveLength(1)

    const late = await server.api(`/api/payments/stripe/invoices/${invoice.InvoiceId}/payment_intent`, {
      method: 'POST',
      token: Token,
    })
    expect(late.status).toBe(409)
  })

  it('when the event is forged, or pays the wrong amount, then the invoice stays unpaid', async () => {
    const { Token, invoice } = await orderedHouse()
    const intent = await (
      await server.api(`/api/payments/stripe/invoices/${invoice.InvoiceId}/payment_intent`, {
        method: 'POST',
        token: Token,
      })
    ).json()
    const event = stripe.succeed(intent.PaymentIntentId, { amount_received: 100 })
    expect(await (await deliver(event)).json()).toMatchObject({ outcome: 'ignored' })
    const forged = await deliver({
      payload: event.payload.replace('"amount_received":100', '"amount_received":22000'),
      signature: event.signature,
    })
    expect(forged.status).toBe(400)
    expect(await forged.json()).toHaveProperty(['Stripe-Signature'])
    expect((await deliver({ payload: '{}', signature: 't=1,v1=deadbeef' })).status).toBe(400)
    expect((await server.payload.findByID({ collection: 'invoices', id: invoice.InvoiceId })).status).toBe(
      'unpaid',
    )
  })

  it('when Stripe delivers events out of order, then a late decline does not undo a payment', async () => {
    const { Token, invoice, ValuationId } = await orderedHouse()
    const intent = await (
      await server.api(`/api/payments/stripe/invoices/${invoice.InvoiceId}/payment_intent`, {
        method: 'POST',
        token: Token,
      })
    ).json()
    const declined = stripe.decline(intent.PaymentIntentId)
    const succeeded = stripe.succeed(intent.PaymentIntentId)
    expect(await (await deliver(succeeded)).json()).toEqual({ received: true, outcome: 'applied' })
    expect(await (await deliver(declined)).json()).toEqual({ received: true, outcome: 'ignored' })
    expect(await server.payload.findByID({ collection: 'invoices', id: invoice.InvoiceId })).toMatchObject({
      status: 'paid',
      paymentMethod: 'card',
    })
    expect((await server.payload.findByID({ collection: 'valuations', id: ValuationId })).status).toBe('10')
  })

  it('when the same event arrives many times at once, then it is applied once and the customer gets one e-mail', async () => {
    const { Token, invoice, ValuationId } = await orderedHouse()
    const intent = await (
      await server.api(`/api/payments/stripe/invoices/${invoice.InvoiceId}/payment_intent`, {
        method: 'POST',
        token: Token,
      })
    ).json()
    const event = stripe.succeed(intent.PaymentIntentId)
    const answers = await Promise.all(Array.from({ length: 8 }, () => deliver(event)))
    const outcomes = await Promise.all(
      answers.map(async (answer) => (answer.status === 200 ? (await answer.json()).outcome : answer.status)),
    )
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1)
    expect(
      outcomes.every((outcome) => outcome === 'applied' || outcome === 'duplicate' || outcome === 409),
    ).toBe(true)
    await server.payload.jobs.run()
    const valuation = await server.payload.findByID({ collection: 'valuations', id: ValuationId })
    expect(await outbox(`Payment received — ${valuation.reference}`)).toHaveLength(1)
    // One move to Pending (the e-mails' delivery lines keep the status as it was).
    expect(valuation.history?.filter((entry) => entry.from !== entry.to && entry.to === '10')).toHaveLength(1)
  })

  it('when a delivery was cut off after the invoice was marked paid, then Stripe’s retry starts the valuation', async () => {
    const { Token, invoice, ValuationId } = await orderedHouse()
    const intent = await (
      await server.api(`/api/payments/stripe/invoices/${invoice.InvoiceId}/payment_intent`, {
        method: 'POST',
        token: Token,
      })
    ).json()
    const event = stripe.succeed(intent.PaymentIntentId)
    const { id: eventId } = JSON.parse(event.payload) as { id: string }
    // What a crash leaves behind: the event claimed (before this process started), the invoice paid, the
    // valuation not yet started.
    const claim = await server.payload.create({
      collection: 'stripe-events',
      data: { eventId, type: 'payment_intent.succeeded' },
    })
    await server.payload.db.updateOne({
      collection: 'stripe-events',
      id: claim.id,
      data: { createdAt: new Date(Date.now() - HOUR_MS).toISOString() },
    })
    await server.payload.db.updateOne({
      collection: 'invoices',
      id: invoice.InvoiceId,
      data: { status: 'paid', paymentMethod: 'card', paidAt: new Date().toISOString() },
    })
    expect((await server.payload.findByID({ collection: 'valuations', id: ValuationId })).status).toBe('0')

    expect(await (await deliver(event)).json()).toEqual({ received: true, outcome: 'applied' })
    expect((await server.payload.findByID({ collection: 'valuations', id: ValuationId })).status).toBe('10')
    expect(await (await deliver(event)).json()).toEqual({ received: true, outcome: 'duplicate' })
  })

  it('when someone asks for a PaymentIntent on another customer’s invoice, then it is not found', async () => {
    const { invoice } = await orderedHouse()
    const other = await orderedHouse()
    expect(
      (
        await server.api(`/api/payments/stripe/invoices/${invoice.InvoiceId}/payment_intent`, {
          method: 'POST',
          token: other.Token,
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await server.api(`/api/payments/stripe/invoices/${invoice.InvoiceId}/payment_intent`, {
          method: 'POST',
        })
      ).status,
    ).toBe(401)
  })

  it('when an admin records a transfer that arrived four days ago, then the invoice keeps that date and the valuer still gets 72 hours from now', async () => {
    const { invoice, ValuationId } = await orderedHouse()
    const adminToken = await adminSignsIn()
    const arrived = new Date(Date.now() - 4 * DAY_MS)
    const recordedFrom = Date.now()
    const recorded = await server.api(`/api/invoices/${invoice.InvoiceId}/payment`, {
      method: 'POST',
      token: adminToken,
      json: { PaidAt: arrived.toISOString() },
    })
    expect(recorded.status).toBe(200)
    const paid = await server.payload.findByID({ collection: 'invoices', id: invoice.InvoiceId })
    expect(paid).toMatchObject({ status: 'paid', paymentMethod: 'bank-transfer' })
    expect(Date.parse(paid.paidAt!)).toBe(arrived.getTime())
    const valuation = await server.payload.findByID({ collection: 'valuations', id: ValuationId })
    expect(valuation.status).toBe('10')
    // The 72 hours run from when the payment was recorded, not from when the money arrived: never overdue at once.
    const due = Date.parse(valuation.dueAt!)
    expect(due).toBeGreaterThanOrEqual(recordedFrom + 72 * HOUR_MS)
    expect(due).toBeLessThanOrEqual(Date.now() + 72 * HOUR_MS)
    expect(valuation.history?.at(-1)?.note).toMatch(
      /bank transfer, money received .+\); due 72 hours from now/,
    )
    await server.runAllJobs()
    const email = (
      await server.payload.find({
        collection: 'outbox',
        where: { subject: { like: 'Payment received' } },
        sort: '-createdAt',
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    const { formatDueTime } = await import('@valuedesk/domain')
    expect(email.text).toContain(`Your report is due by ${formatDueTime(valuation.dueAt!)}`)
  })

  it('when anyone marks an invoice paid by writing it directly through Payload, even with access overridden, then it is refused (the REST door: e2e)', async () => {
    const { invoice } = await orderedHouse()
    const admin = (
      await server.payload.find({ collection: 'users', where: { email: { equals: 'admin@example.com' } } })
    ).docs[0]!
    for (const options of [{ user: admin, overrideAccess: false }, { overrideAccess: true }])
      await expect(
        server.payload.update({
          collection: 'invoices',
          id: invoice.InvoiceId,
          data: { status: 'paid' },
          ...options,
        }),
      ).rejects.toMatchObject({ status: 403 })
    expect((await server.payload.findByID({ collection: 'invoices', id: invoice.InvoiceId })).status).toBe(
      'unpaid',
    )
  })
})

describe('following an order', () => {
  it('when the customer opens their order, then it shows the status and, once paid, the due time; others cannot', async () => {
    const { Token, invoice, ValuationId } = await orderedHouse()
    const before = await (await server.api(`/api/valuations/${ValuationId}`, { token: Token })).json()
    expect(before).toMatchObject({
      Status: 0,
      StatusName: 'None',
      DueAt: null,
      Address: '8 Wendover Court, Kearneys Spring QLD 4350',
      Invoice: { Status: 'unpaid', TotalCents: 22000 },
    })

    const intent = await (
      await server.api(`/api/payments/stripe/invoices/${invoice.InvoiceId}/payment_intent`, {
        method: 'POST',
        token: Token,
      })
    ).json()
    await deliver(stripe.succeed(intent.PaymentIntentId))
    const after = await (await server.api(`/api/valuations/${ValuationId}`, { token: Token })).json()
    expect(after).toMatchObject({ Status: 10, StatusName: 'Pending', Invoice: { Status: 'paid' } })
    expect(new Date(after.DueAt).getTime() - new Date(after.PaidAt).getTime()).toBeGreaterThanOrEqual(
      72 * HOUR_MS,
    )
    expect(Date.parse(after.DueAt)).toBeLessThanOrEqual(Date.now() + 72 * HOUR_MS)

    const other = await orderedHouse()
    expect((await server.api(`/api/valuations/${ValuationId}`, { token: other.Token })).status).toBe(404)
  })

  it('when the link from the e-mail is opened anywhere, then its key shows that order only', async () => {
    const { ValuationId } = await orderedHouse()
    // Every order before this one left its e-mails queued; a run takes ten at a time.
    await server.runAllJobs()
    const [email] = (
      await server.payload.find({
        collection: 'outbox',
        where: { text: { contains: `/orders/${ValuationId}?key=` } },
      })
    ).docs
    const link = new URL(/https?:\/\/\S+\/orders\/\S+/.exec(email!.text!)![0])
    const view = await server.api(`/api/orders/${ValuationId}${link.search}`)
    expect(view.status).toBe(200)
    expect((await view.json()).ValuationId).toBe(ValuationId)

    const { ValuationId: otherId } = await orderedHouse()
    expect((await server.api(`/api/orders/${otherId}${link.search}`)).status).toBe(404)
    const bad = await server.api(`/api/orders/${ValuationId}?key=short`)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toHaveProperty('key')
  })
})

describe('test invoices (admins try payments end to end)', () => {
  it('when an admin makes a test invoice, then it is theirs, marked as a test, and can be paid by card', async () => {
    const { token } = await server.signIn('tester@example.com', ['admin'])
    const created = await server.api('/api/invoices/create_test_invoice', {
      method: 'POST',
      token,
      json: { AmountCents: 110 },
    })
    expect(created.status).toBe(201)
    const invoice = await created.json()
    expect(invoice).toMatchObject({
      Status: 'unpaid',
      TotalCents: 110,
      GstCents: 10,
      Description: 'Test invoice: payments check',
      Number: expect.stringMatching(/^INV-\d{6}$/),
    })
    const stored = await server.payload.findByID({ collection: 'invoices', id: invoice.InvoiceId, depth: 0 })
    expect(stored).toMatchObject({ test: true })
    const intent = await (
      await server.api(`/api/payments/stripe/invoices/${invoice.InvoiceId}/payment_intent`, {
        method: 'POST',
        token,
      })
    ).json()
    expect(intent.AmountCents).toBe(110)
    expect((await deliver(stripe.succeed(intent.PaymentIntentId))).status).toBe(200)
    expect((await server.payload.findByID({ collection: 'invoices', id: invoice.InvoiceId })).status).toBe(
      'paid',
    )
  })

  it('when the amount is off, a customer asks, or nobody is signed in, then 400 naming AmountCents, 403 and 401', async () => {
    const { token: admin } = await server.signIn('tester2@example.com', ['admin'])
    const bad = await server.api('/api/invoices/create_test_invoice', {
      method: 'POST',
      token: admin,
      json: { AmountCents: 10 },
    })
    expect(Object.keys(await bad.json())).toEqual(['AmountCents'])
    const { token: customer } = await server.signIn('not-admin@example.com', ['customer'])
    expect(
      (await server.api('/api/invoices/create_test_invoice', { method: 'POST', token: customer, json: {} }))
        .status,
    ).toBe(403)
    expect((await server.api('/api/invoices/create_test_invoice', { method: 'POST', json: {} })).status).toBe(
      401,
    )
  })
})
