import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { classificationKeys, propertyClassifications, purposeKeys, purposes } from '@valuedesk/domain'

import { startTestServer, type TestServer } from '../support/testServer.ts'

/** The spec's five calls with the spec's fields alone, for every class × purpose × current or retrospective. */
let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const post = (path: string, json: unknown) => server.api(path, { method: 'POST', token, json })
const contact = { FirstName: 'Mara', LastName: 'Quinn', Email: 'mara@example.com', Phone: '0412 111 222' }
const cases = classificationKeys.flatMap((classification) =>
  purposeKeys.flatMap((purpose) =>
    [null, '2025-06-30'].map((retrospectiveDate) => ({ classification, purpose, retrospectiveDate })),
  ),
)

describe('the spec’s pre-valuation form and valuation, with the spec’s fields alone', () => {
  beforeAll(async () => {
    const made = await server.api('/api/contacts', {
      method: 'POST',
      json: { ...contact, RequestBearerToken: true },
    })
    token = (await made.json()).Token
  })

  it.each(cases)(
    'when a $classification property is ordered for $purpose (retrospective: $retrospectiveDate), then it is taken or refused naming the purpose',
    async ({ classification, purpose, retrospectiveDate }) => {
      const type = Object.keys(propertyClassifications[classification].types)[0]!
      const form = await post('/api/valuation_form/create_prevaluation_form', {
        AddressDetails: { Address: '14 Carrowbrook Court, Kearneys Spring QLD 4350' },
        AssessmentDetails: {
          CreateDate: '2026-12-07',
          Purpose: purpose,
          RetrospectiveDate: retrospectiveDate,
        },
        Contact: contact,
        PropertyTypeSelection: { PropertyClassification: classification, PropertyType: type },
      })
      if (!purposes[purpose].inScope) {
        expect(form.status).toBe(400)
        expect(Object.keys(await form.json())).toEqual(['AssessmentDetails.Purpose'])
        return
      }
      expect(form.status).toBe(201)
      const { SnapshotId, ContactId } = await form.json()
      const snapshot = await server.payload.findByID({ collection: 'property-snapshots', id: SnapshotId })
      expect(snapshot).toMatchObject({ state: 'QLD', postcode: '4350', classification, propertyType: type })
      const invoice = await post('/api/valuation_form/prepayment_process_submission', {
        SnapshotId,
        ContactId,
      })
      expect(invoice.status).toBe(201)
      const valuation = await post('/api/valuation_form/valuations', {
        SnapshotId,
        Purpose: purpose,
        InvoiceId: (await invoice.json()).InvoiceId,
        RetrospectiveDate: retrospectiveDate,
      })
      expect(valuation.status).toBe(201)
      const placed = await server.payload.findByID({
        collection: 'valuations',
        id: (await valuation.json()).ValuationId,
      })
      expect(placed).toMatchObject({ purpose, retrospectiveDate: retrospectiveDate ?? null })
    },
  )

  it('when an admin sends the form with details, then Payload’s access (admins may make contacts) makes one of theirs', async () => {
    const { token: admin, user } = await server.signIn('admin@example.com', ['admin'])
    const form = await server.api('/api/valuation_form/create_prevaluation_form', {
      method: 'POST',
      token: admin,
      json: {
        AddressDetails: { Address: '14 Carrowbrook Court, Kearneys Spring QLD 4350' },
        AssessmentDetails: { Purpose: 'smsf-reporting' },
        Contact: contact,
        PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
      },
    })
    expect(form.status).toBe(201)
    const made = await server.payload.findByID({ collection: 'contacts', id: (await form.json()).ContactId })
    expect(made).toMatchObject({ email: contact.Email, customer: expect.objectContaining({ id: user.id }) })
  })
})
