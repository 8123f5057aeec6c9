import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

// The wizard's way: a guest session first, the photos uploaded into the draft, then one order command.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

async function guestSession() {
  const response = await server.api('/api/users/guest', { method: 'POST' })
  expect(response.status).toBe(201)
  return ((await response.json()) as { Token: string }).Token
}

async function contactOf(token: string, email: string) {
  const response = await server.api('/api/contacts', {
    method: 'POST',
    token,
    json: { FirstName: 'Pia', LastName: 'Photo', Email: email, Phone: '0400 000 222' },
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { ContactId: number }).ContactId
}

async function upload(token: string) {
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b4f6c' } })
    .jpeg()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg')
  const response = await server.api('/api/files', { method: 'POST', body: form, token })
  expect(response.status).toBe(201)
  return ((await response.json()) as { FileId: number }).FileId
}

const order = (key: string, contactId: number, photoIds: number[]) => ({
  OrderKey: key,
  ContactId: contactId,
  Property: {
    AddressDetails: { Address: '8 Lens Street, Newtown QLD 4350', State: 'QLD', Postcode: '4350' },
    PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
    Tenancies: 1,
    EstimatedValue: 700_000,
  },
  Assessment: {
    Purpose: 'smsf-reporting',
    Fund: { Name: 'Rossi Family Super Fund', Trustee: 'Rossi Nominees Pty Ltd', Abn: '51 824 753 556' },
  },
  Details: { Form: 'residential', Details: { Bedrooms: 3 } },
  Photos: photoIds.map((FileId) => ({ FileId })),
})

const place = (token: string, json: unknown) => server.api('/api/orders', { method: 'POST', token, json })

const imagesOf = async (valuationId: number) =>
  (await server.payload.findByID({ collection: 'valuations', id: valuationId, depth: 0 })).images?.map(
    (image) => [image.slot, image.file],
  )

describe('a guest session before the order', () => {
  it('when a guest session is opened, then its token uploads a photo and makes the contact the order is for', async () => {
    const token = await guestSession()
    expect(await upload(token)).toBeGreaterThan(0)
    expect(await contactOf(token, 'session@example.com')).toBeGreaterThan(0)
    const me = await (await server.api('/api/users/me', { token })).json()
    expect(me.Roles).toEqual(['customer'])
  })

  it('when a signed-in customer asks for a guest session, then it is refused', async () => {
    const token = await guestSession()
    const again = await server.api('/api/users/guest', { method: 'POST', token })
    expect(again.status).toBe(403)
  })
})

describe('an order with its photos, in one command', () => {
  it('when an order names two uploaded photos, then they are attached as photo-1 and photo-2, once, however often it is sent', async () => {
    const token = await guestSession()
    const photos = [await upload(token), await upload(token)]
    const contactId = await contactOf(token, 'photos@example.com')
    const key = crypto.randomUUID()
    const answers = [
      await place(token, order(key, contactId, photos)),
      await place(token, order(key, contactId, photos)),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([201, 201])
    const [first, second] = await Promise.all(answers.map((answer) => answer.json()))
    expect(second.ValuationId).toBe(first.ValuationId)
    expect(await imagesOf(first.ValuationId)).toEqual([
      ['photo-1', photos[0]],
      ['photo-2', photos[1]],
    ])
    expect(
      (await server.payload.count({ collection: 'invoices', where: { contact: { equals: contactId } } }))
        .totalDocs,
    ).toBe(1)
  })

  it('when an order names another customer’s photo, then it is a 400 naming that photo and nothing is placed', async () => {
    const someoneElse = await upload(await guestSession())
    const token = await guestSession()
    const own = await upload(token)
    const contactId = await contactOf(token, 'not-mine@example.com')
    const refused = await place(token, order(crypto.randomUUID(), contactId, [own, someoneElse]))
    expect(refused.status).toBe(400)
    expect(Object.keys(await refused.json())).toEqual(['Photos.1.FileId'])
    expect(
      (await server.payload.count({ collection: 'invoices', where: { contact: { equals: contactId } } }))
        .totalDocs,
    ).toBe(0)
  })

  it('when an order names more than 12 photos, then Photos is named', async () => {
    const token = await guestSession()
    const contactId = await contactOf(token, 'many@example.com')
    const own = await upload(token)
    const refused = await place(token, order(crypto.randomUUID(), contactId, Array(13).fill(own)))
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ Photos: ['Send at most 12 photos.'] })
  })
})
