import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { defaultPractice } from '../support/licensedValuer.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await server.payload.create({
    collection: 'users',
    data: { email: 'admin@example.com', password: 'admin-password', roles: ['admin'] },
  })
})
afterAll(() => server?.close())

const contact = {
  FirstName: 'Maria',
  LastName: 'Rossi',
  Email: 'maria@example.com',
  Phone: '0412 345 678',
  BusinessName: 'Rossi Family Super Fund',
}
const property = {
  AddressDetails: {
    Address: '14 Carrowbrook Court, Kearneys Spring QLD 4350',
    Suburb: 'Kearneys Spring',
    State: 'QLD',
    Postcode: '4350',
  },
  PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
  Tenancies: 1,
  EstimatedValue: 845_000,
}

/** A guest customer, as the wizard makes one at "Your details". */
async function guest() {
  const response = await server.api('/api/contacts', {
    method: 'POST',
    json: { ...contact, RequestBearerToken: true },
  })
  expect(response.status).toBe(201)
  return (await response.json()) as { ContactId: number; Token: string }
}

async function order(token: string, contactId: number, overrides: Record<string, unknown> = {}) {
  return server.api('/api/valuation_form/create_prevaluation_form', {
    method: 'POST',
    token,
    json: {
      ...property,
      AssessmentDetails: {
        Purpose: 'smsf-reporting',
        Fund: { Name: 'Rossi Family Super Fund', Trustee: 'Rossi Nominees Pty Ltd', Abn: '51 824 753 556' },
      },
      Contact: { ContactId: contactId },
      ...overrides,
    },
  })
}

describe('ordering through the valuation form calls', () => {
  it('when a guest orders a house, then the snapshot, the $220 invoice with $20 GST and the valuation (status None) exist and are theirs', async () => {
    const { ContactId, Token } = await guest()
    const form = await order(Token, ContactId)
    expect(form.status).toBe(201)
    const { SnapshotId, Quote } = await form.json()
    expect(Quote).toMatchObject({ InScope: true, TotalCents: 22000, GstCents: 2000 })

    const details = await server.api(`/api/valuation_form/${SnapshotId}/save_property_details`, {
      method: 'POST',
      token: Token,
      json: { Form: 'residential', Details: { Bedrooms: 4, Bathrooms: 2, CarSpaces: 2, LandAreaM2: 752 } },
    })
    expect(details.status, await details.clone().text()).toBe(204)

    const invoiceResponse = await server.api('/api/valuation_form/prepayment_process_submission', {
      method: 'POST',
      token: Token,
      json: { SnapshotId, ContactId },
    })
    expect(invoiceResponse.status).toBe(201)
    const invoice = await invoiceResponse.json()
    expect(invoice).toMatchObject({
      Status: 'unpaid',
      TotalCents: 22000,
      GstCents: 2000,
      Number: expect.stringMatching(/^INV-\d{6}$/),
    })

    for (const PracticeId of [999999, 'not-a-practice']) {
      const unknown = await server.api('/api/valuation_form/valuations', {
        method: 'POST',
        token: Token,
        json: { SnapshotId, Purpose: 'smsf-reporting', InvoiceId: invoice.InvoiceId, PracticeId },
      })
      expect(Object.keys(await unknown.json())).toEqual(['PracticeId'])
    }
    const practice = await defaultPractice(server)
    const valuationResponse = await server.api('/api/valuation_form/valuations', {
      method: 'POST',
      token: Token,
      json: {
        SnapshotId,
        Purpose: 'smsf-reporting',
        InvoiceId: invoice.InvoiceId,
        PracticeId: practice.id,
        RetrospectiveDate: null,
      },
    })
    expect(valuationResponse.status).toBe(201)
    const valuation = await valuationResponse.json()
    expect(valuation.Status).toBe(0)

    const stored = await server.payload.findByID({
      collection: 'valuations',
      id: valuation.ValuationId,
      depth: 1,
    })
    expect(stored).toMatchObject({ status: '0', purpose: 'smsf-reporting' })
    expect(typeof stored.practice === 'object' && stored.practice?.isDefault).toBe(true)
    const snapshot = await server.payload.findByID({ collection: 'property-snapshots', id: SnapshotId })
    expect(snapshot.details).toMatchObject({ Bedrooms: 4, LandAreaM2: 752 })

    // Sent again (a lost answer, a second press): the same valuation, and one confirmation e-mail.
    const again = await server.api('/api/valuation_form/valuations', {
      method: 'POST',
      token: Token,
      json: { SnapshotId, Purpose: 'smsf-reporting', InvoiceId: invoice.InvoiceId },
    })
    expect(again.status).toBe(201)
    expect((await again.json()).ValuationId).toBe(valuation.ValuationId)
    await server.payload.jobs.run()
    expect(
      (
        await server.payload.find({
          collection: 'outbox',
          where: { subject: { contains: `Order ${valuation.Reference} received` } },
        })
      ).totalDocs,
    ).toBe(1)
    const otherPurpose = await server.api('/api/valuation_form/valuations', {
      method: 'POST',
      token: Token,
      json: { SnapshotId, Purpose: 'smsf-rental-assessment', InvoiceId: invoice.InvoiceId },
    })
    expect(otherPurpose.status).toBe(409)
  })

  it('when a value and a rent are both asked for on an apartment block, then the consolidated fee applies', async () => {
    const { ContactId, Token } = await guest()
    const form = await order(Token, ContactId, {
      PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'apartment-block' },
      Tenancies: 8,
      AssessmentDetails: { Purpose: 'smsf-rental-assessment', ReportKind: 'both' },
    })
    const { Quote, SnapshotId } = await form.json()
    expect(Quote).toMatchObject({ TotalCents: 132000, GstCents: 12000 })
    const invoice = await (
      await server.api('/api/valuation_form/prepayment_process_submission', {
        method: 'POST',
        token: Token,
        json: { SnapshotId, ContactId, ReportKind: 'both' },
      })
    ).json()
    const { ValuationId } = await (
      await server.api('/api/valuation_form/valuations', {
        method: 'POST',
        token: Token,
        json: { SnapshotId, Purpose: 'smsf-rental-assessment', InvoiceId: invoice.InvoiceId },
      })
    ).json()
    expect(
      await server.payload.findByID({ collection: 'valuations', id: ValuationId, depth: 0 }),
    ).toMatchObject({ reportKind: 'both' })
  })

  it('when only a rent is asked for, then the invoice and the valuation say it is a rental assessment', async () => {
    const { ContactId, Token } = await guest()
    const form = await order(Token, ContactId, {
      AssessmentDetails: { Purpose: 'smsf-rental-assessment', ReportKind: 'rental' },
    })
    const { SnapshotId } = await form.json()
    const invoice = await (
      await server.api('/api/valuation_form/prepayment_process_submission', {
        method: 'POST',
        token: Token,
        json: { SnapshotId, ContactId, ReportKind: 'rental' },
      })
    ).json()
    const { ValuationId } = await (
      await server.api('/api/valuation_form/valuations', {
        method: 'POST',
        token: Token,
        json: { SnapshotId, Purpose: 'smsf-rental-assessment', InvoiceId: invoice.InvoiceId },
      })
    ).json()
    expect(
      await server.payload.findByID({ collection: 'valuations', id: ValuationId, depth: 0 }),
    ).toMatchObject({ reportKind: 'rental' })
  })

  it.each([
    [
      'a lending purpose',
      { AssessmentDetails: { Purpose: 'lending-security' } },
      'AssessmentDetails.Purpose',
    ],
    [
      'a property settlement',
      { AssessmentDetails: { Purpose: 'property-settlement' } },
      'AssessmentDetails.Purpose',
    ],
    [
      'a service station',
      {
        PropertyTypeSelection: { PropertyClassification: 'retail', PropertyType: 'freestanding' },
        SpecialUse: 'service-station',
      },
      'SpecialUse',
    ],
    [
      'six commercial tenancies',
      {
        PropertyTypeSelection: { PropertyClassification: 'office-medical', PropertyType: 'multi-tenanted' },
        Tenancies: 6,
      },
      'Tenancies',
    ],
    [
      'eleven residential tenancies',
      {
        PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'apartment-block' },
        Tenancies: 11,
      },
      'Tenancies',
    ],
    ['a $6m estimate', { EstimatedValue: 6_000_000 }, 'EstimatedValue'],
  ])(
    'when the order is out of scope (%s), then the API refuses it with the reason and stores nothing',
    async (_name, overrides, field) => {
      const { ContactId, Token } = await guest()
      const before = await server.payload.count({ collection: 'property-snapshots' })
      const response = await order(Token, ContactId, overrides)
      expect(response.status).toBe(400)
      const state = await response.json()
      expect(state[field]?.[0]?.length).toBeGreaterThan(40)
      expect(await server.payload.count({ collection: 'property-snapshots' })).toEqual(before)
    },
  )

  it('when someone else’s snapshot, contact or invoice is used, then it is not found; anonymous calls are 401', async () => {
    const maria = await guest()
    const { SnapshotId } = await (await order(maria.Token, maria.ContactId)).json()
    const mariaInvoice = await (
      await server.api('/api/valuation_form/prepayment_process_submission', {
        method: 'POST',
        token: maria.Token,
        json: { SnapshotId, ContactId: maria.ContactId },
      })
    ).json()

    const intruder = await guest()
    expect(
      (
        await server.api('/api/valuation_form/prepayment_process_submission', {
          method: 'POST',
          token: intruder.Token,
          json: { SnapshotId, ContactId: intruder.ContactId },
        })
      ).status,
    ).toBe(404)
    expect((await order(intruder.Token, maria.ContactId)).status).toBe(404)
    expect(
      (
        await server.api('/api/valuation_form/valuations', {
          method: 'POST',
          token: intruder.Token,
          json: { SnapshotId, Purpose: 'smsf-reporting', InvoiceId: mariaInvoice.InvoiceId },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await server.api(`/api/valuation_form/${SnapshotId}/save_property_details`, {
          method: 'POST',
          token: intruder.Token,
          json: { Form: 'residential', Details: {} },
        })
      ).status,
    ).toBe(404)
    expect(
      (await server.api('/api/valuation_form/property_details', { method: 'POST', json: property })).status,
    ).toBe(401)
  })

  it('when a customer tries to set their own price or status through Payload, then they cannot', async () => {
    const { Token } = await guest()
    const me = await (await server.api('/api/users/me', { token: Token })).json()
    const customer = await server.payload.findByID({ collection: 'users', id: me.UserId })
    const asCustomer = { user: customer, overrideAccess: false } as const
    await expect(
      server.payload.create({
        collection: 'invoices',
        ...asCustomer,
        data: {
          number: 'INV-FAKE',
          status: 'paid',
          totalCents: 1,
          gstCents: 0,
          lines: [{ description: 'x', quantity: 1, unitCents: 1, totalCents: 1 }],
          customer: customer.id,
        },
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      server.payload.create({
        collection: 'valuations',
        ...asCustomer,
        data: {
          reference: 'X',
          status: '10',
          snapshot: 1,
          invoice: 1,
          purpose: 'smsf-reporting',
          reportKind: 'value',
          customer: customer.id,
        },
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('when the wrong details form is sent for the class, then Form is named', async () => {
    const { ContactId, Token } = await guest()
    const { SnapshotId } = await (await order(Token, ContactId)).json()
    const response = await server.api(`/api/valuation_form/${SnapshotId}/save_property_details`, {
      method: 'POST',
      token: Token,
      json: { Form: 'rural', Details: { LandAreaHa: 40 } },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toHaveProperty('Form')
  })

  it('when a guest contact is made, then it is a customer with no password: neither e-mail address opens it', async () => {
    await guest()
    const { docs } = await server.payload.find({
      collection: 'users',
      where: { guest: { equals: true } },
      limit: 1,
    })
    expect(docs[0]!.email).toMatch(/@guests\.valuedesk\.invalid$/)
    expect(docs[0]!.roles).toEqual(['customer'])
    for (const Email of [contact.Email, docs[0]!.email]) {
      const login = await server.api('/api/auth/login', {
        method: 'POST',
        json: { Email, Password: 'anything at all' },
      })
      expect(login.status).toBe(401)
    }
  })
})

describe('invoices and products', () => {
  async function invoiced() {
    const { ContactId, Token } = await guest()
    const { SnapshotId } = await (await order(Token, ContactId)).json()
    const invoice = await (
      await server.api('/api/valuation_form/prepayment_process_submission', {
        method: 'POST',
        token: Token,
        json: { SnapshotId, ContactId },
      })
    ).json()
    return { ContactId, Token, SnapshotId, invoice }
  }

  it('when a customer lists and opens their invoices, then they see theirs only, with lines', async () => {
    const mine = await invoiced()
    const other = await invoiced()
    const list = await (await server.api('/api/invoices', { token: mine.Token })).json()
    expect(list.Items.map((i: { InvoiceId: number }) => i.InvoiceId)).toEqual([mine.invoice.InvoiceId])
    const one = await (
      await server.api(`/api/invoices/${mine.invoice.InvoiceId}`, { token: mine.Token })
    ).json()
    expect(one.Lines[0]).toMatchObject({ Quantity: 1, UnitCents: 22000 })
    expect((await server.api(`/api/invoices/${other.invoice.InvoiceId}`, { token: mine.Token })).status).toBe(
      404,
    )
    expect(
      (await server.api(`/api/invoices/${other.invoice.InvoiceId}/export/pdf`, { token: mine.Token })).status,
    ).toBe(404)
  })

  it('when the tax invoice is exported, then the HTML and the PDF carry the number, ABN, GST and total', async () => {
    const { Token, invoice } = await invoiced()
    const html = await (
      await server.api(`/api/invoices/${invoice.InvoiceId}/export/html`, { token: Token })
    ).text()
    for (const text of [
      invoice.Number,
      'ABN 52 671 204 118',
      '$220.00',
      '$20.00',
      'Maria Rossi',
      'BSB 064-000',
      // Not placed yet: the property it priced, without an order reference.
      'Property valued</strong><br>14 Carrowbrook Court, Kearneys Spring QLD 4350</p>',
    ])
      expect(html).toContain(text)
    const pdf = await server.api(`/api/invoices/${invoice.InvoiceId}/export/pdf`, { token: Token })
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })

  /** The one-call order of a house for the Rossi fund, with the details given. */
  const wholeOrder = (token: string, contactId: number, details: object, orderKey: string) =>
    server.api('/api/orders', {
      method: 'POST',
      token,
      json: {
        OrderKey: orderKey,
        ContactId: contactId,
        Property: property,
        Assessment: {
          Purpose: 'smsf-reporting',
          Fund: { Name: 'Rossi Family Super Fund', Trustee: 'Rossi Nominees Pty Ltd', Abn: '51 824 753 556' },
        },
        Details: details,
      },
    })

  it('when an order is placed, then its tax invoice names the property and the order reference', async () => {
    const { ContactId, Token } = await guest()
    const placed = await wholeOrder(
      Token,
      ContactId,
      { Form: 'residential', Details: { Bedrooms: 4 } },
      crypto.randomUUID(),
    )
    expect(placed.status).toBe(201)
    const { Reference, Invoice } = await placed.json()
    const html = await (
      await server.api(`/api/invoices/${Invoice.InvoiceId}/export/html`, { token: Token })
    ).text()
    expect(html).toContain(`14 Carrowbrook Court, Kearneys Spring QLD 4350 (order ${Reference})`)
  })

  it('when a whole order names the wrong details form for its class, then Details.Form is named and nothing is kept', async () => {
    const { ContactId, Token } = await guest()
    const OrderKey = crypto.randomUUID()
    const placed = await wholeOrder(
      Token,
      ContactId,
      { Form: 'rural', Details: { LandAreaHa: 40 } },
      OrderKey,
    )
    expect(placed.status).toBe(400)
    expect(await placed.json()).toHaveProperty(['Details.Form'])
    const kept = await server.payload.count({
      collection: 'property-snapshots',
      where: { orderKey: { equals: OrderKey } },
      overrideAccess: true,
    })
    expect(kept.totalDocs).toBe(0)
  })

  it('when a whole order is placed, then its property keeps the details sent with it', async () => {
    const { ContactId, Token } = await guest()
    const placed = await wholeOrder(
      Token,
      ContactId,
      { Form: 'residential', Details: { Bedrooms: 4, Bathrooms: 2 } },
      crypto.randomUUID(),
    )
    expect(placed.status).toBe(201)
    const { SnapshotId } = await placed.json()
    const snapshot = await server.payload.findByID({ collection: 'property-snapshots', id: SnapshotId })
    expect(snapshot).toMatchObject({ detailsForm: 'residential', details: { Bedrooms: 4, Bathrooms: 2 } })
  })

  it('when the invoice is e-mailed, then the Outbox gets it with the PDF attached', async () => {
    const { Token, invoice } = await invoiced()
    expect(
      (await server.api(`/api/invoices/${invoice.InvoiceId}/export/email`, { token: Token })).status,
    ).toBe(200)
    await server.payload.jobs.run()
    const { docs } = await server.payload.find({
      collection: 'outbox',
      where: { subject: { contains: invoice.Number } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.to).toBe('maria@example.com')
    expect(docs[0]!.attachments?.[0]).toMatchObject({
      filename: `${invoice.Number}.pdf`,
      contentType: 'application/pdf',
    })
  })

  it('when Stripe is not configured, then a card payment is refused with a plain 409 and bank transfer remains', async () => {
    const { Token, invoice } = await invoiced()
    const response = await server.api(`/api/payments/stripe/invoices/${invoice.InvoiceId}/payment_intent`, {
      method: 'POST',
      token: Token,
    })
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({
      code: 'card_unavailable',
      message: expect.stringMatching(/bank transfer/),
    })
  })

  it('when an invoice is asked of a product that does not price the property, then it is a 409 and none is made', async () => {
    const { ContactId, Token } = await guest()
    const { SnapshotId } = await (await order(Token, ContactId)).json()
    const { docs } = await server.payload.find({
      collection: 'products',
      where: { code: { equals: 'rural' } },
    })
    const before = await server.payload.count({ collection: 'invoices' })
    const response = await server.api(`/api/products/${docs[0]!.id}/invoice`, {
      method: 'POST',
      token: Token,
      json: { SnapshotId, ContactId },
    })
    expect(response.status).toBe(409)
    expect(await server.payload.count({ collection: 'invoices' })).toEqual(before)
    const house = await server.payload.find({
      collection: 'products',
      where: { code: { equals: 'residential-dwelling' } },
    })
    const right = await server.api(`/api/products/${house.docs[0]!.id}/invoice`, {
      method: 'POST',
      token: Token,
      json: { SnapshotId, ContactId },
    })
    expect(right.status).toBe(201)
    expect(
      (await (await server.api(`/api/products/${house.docs[0]!.id}`, { token: Token })).json()).FeeIncGst,
    ).toBe(220)
  })

  it('when the admin changes a fee, then the next instant quote prices at the new fee, and again when it changes back', async () => {
    const { Token } = await guest()
    const quote = async () =>
      (
        await (
          await server.api('/api/valuation_form/property_details', {
            method: 'POST',
            token: Token,
            json: property,
          })
        ).json()
      ).TotalCents as number
    const { docs } = await server.payload.find({
      collection: 'products',
      where: { code: { equals: 'residential-dwelling' } },
    })
    const fee = docs[0]!
    expect(await quote()).toBe(fee.feeIncGst * 100)
    try {
      await server.payload.update({
        collection: 'products',
        id: fee.id,
        data: { feeIncGst: fee.feeIncGst + 30 },
      })
      expect(await quote()).toBe((fee.feeIncGst + 30) * 100)
    } finally {
      await server.payload.update({ collection: 'products', id: fee.id, data: { feeIncGst: fee.feeIncGst } })
    }
    expect(await quote()).toBe(fee.feeIncGst * 100)
  })
})
