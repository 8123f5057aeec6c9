import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

// What a state's revenue office asks of a duty valuation is decided before payment: by the quote and the order.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

async function guestWithContact() {
  const session = await server.api('/api/users/guest', { method: 'POST' })
  expect(session.status).toBe(201)
  const { Token } = (await session.json()) as { Token: string }
  const contact = await server.api('/api/contacts', {
    method: 'POST',
    token: Token,
    json: {
      FirstName: 'Wes',
      LastName: 'Trustee',
      Email: `wes-${Date.now()}@example.com`,
      Phone: '0400 000 333',
    },
  })
  expect(contact.status).toBe(201)
  return { token: Token, contactId: ((await contact.json()) as { ContactId: number }).ContactId }
}

const perth = {
  AddressDetails: { Address: '12 Hay Street, Subiaco WA 6008', State: 'WA', Postcode: '6008' },
  PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
  Tenancies: 1,
  EstimatedValue: 900_000,
}
const inState = (State: string, Postcode: string) => ({
  ...perth,
  AddressDetails: { Address: `1 Main Street, Somewhere ${State} ${Postcode}`, State, Postcode },
})

const quote = (token: string, json: unknown) =>
  server.api('/api/valuation_form/property_details', { method: 'POST', token, json })

/** The wizard's one order command, for the house in Perth, by a new guest. */
async function orderInPerth(Assessment: Record<string, unknown>) {
  const { token, contactId } = await guestWithContact()
  return server.api('/api/orders', {
    method: 'POST',
    token,
    json: {
      OrderKey: randomUUID(),
      ContactId: contactId,
      Property: perth,
      Assessment,
      Details: { Form: 'residential', Details: { Bedrooms: 3, WeeklyRent: 650 } },
    },
  })
}

describe('scope by purpose and state, before payment', () => {
  it('when a WA transfer between related parties is quoted, then it is out of scope with the reason', async () => {
    const { token } = await guestWithContact()
    const refused = await (
      await quote(token, { ...perth, Purpose: 'transfer-duty', RelatedParty: true })
    ).json()
    expect(refused.InScope).toBe(false)
    expect(refused.Reasons).toEqual([
      expect.objectContaining({ Field: 'RelatedParty', Code: 'wa-related-party-transfer' }),
    ])
    expect(refused.Reasons[0].Message).toMatch(/physical inspection/)

    // Not related, or not for duty: in scope, with what RevenueWA asks told.
    const arm = await (await quote(token, { ...perth, Purpose: 'transfer-duty', RelatedParty: false })).json()
    expect(arm).toMatchObject({ InScope: true, TotalCents: expect.any(Number) })
    expect(arm.Notices).toEqual([expect.objectContaining({ Code: 'wa-valuation-age' })])
    const smsf = await (
      await quote(token, { ...perth, Purpose: 'smsf-reporting', RelatedParty: true })
    ).json()
    expect(smsf).toMatchObject({ InScope: true, Notices: [] })
  })

  it('when a VIC or QLD property is quoted for duty, then the wizard is told how old the valuation may be', async () => {
    const { token } = await guestWithContact()
    const vic = await (await quote(token, { ...inState('VIC', '3000'), Purpose: 'transfer-duty' })).json()
    expect(vic.InScope).toBe(true)
    expect(vic.Notices[0].Message).toMatch(/within 6 months of the transfer/)
    const qld = await (await quote(token, { ...inState('QLD', '4000'), Purpose: 'transfer-duty' })).json()
    expect(qld.Notices[0].Message).toMatch(/under 3 months old.*at least 3 recent sales/)
    const nsw = await (await quote(token, { ...inState('NSW', '2000'), Purpose: 'transfer-duty' })).json()
    expect(nsw.Notices).toEqual([])
  })

  it('when the out-of-scope WA transfer is ordered anyway, then nothing is placed and RelatedParty is named', async () => {
    const before = await server.payload.count({ collection: 'valuations' })
    const response = await orderInPerth({ Purpose: 'transfer-duty', RelatedParty: true })
    expect(response.status).toBe(400)
    expect(await response.json()).toHaveProperty(['Assessment.RelatedParty'])
    expect(await server.payload.count({ collection: 'valuations' })).toEqual(before)
  })

  it('when a related-party lease is ordered for an SMSF rental assessment, then the valuation records it', async () => {
    const response = await orderInPerth({
      Purpose: 'smsf-rental-assessment',
      ReportKind: 'rental',
      RelatedParty: true,
    })
    expect(response.status, await response.clone().text()).toBe(201)
    const { ValuationId } = await response.json()
    const valuation = await server.payload.findByID({ collection: 'valuations', id: ValuationId })
    expect(valuation.relatedParty).toBe(true)
  })
})
