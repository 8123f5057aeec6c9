import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { defaultPractice, licensedValuer } from '../support/licensedValuer.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let admin: string
let adminId: number
let janeId: number
let valuer: string
let otherValuer: string
let customer: string
let practiceId: number
let otherPracticeId: number
beforeAll(async () => {
  server = await startTestServer()
  const signedIn = await server.signIn('admin@example.com', ['admin'])
  admin = signedIn.token
  adminId = signedIn.user.id
  practiceId = (await defaultPractice(server)).id
  otherPracticeId = (
    await server.payload.create({ collection: 'practices', data: { name: 'Perth Property Valuers' } })
  ).id
  const jane = await licensedValuer(server, 'jane@example.com', {
    firstName: 'Jane',
    lastName: 'Citizen',
    position: 'Director',
    licences: [{ state: 'QLD', number: 'QLD-2291' }],
    memberships: [{ body: 'API', grade: 'AAPI CPV' }],
  })
  janeId = jane.user.id
  valuer = jane.token
  otherValuer = (
    await licensedValuer(server, 'omar@example.com', {
      firstName: 'Omar',
      lastName: 'Other',
      practice: otherPracticeId,
      licences: [],
    })
  ).token
  customer = (await server.signIn('customer@example.com', ['customer'])).token
})
afterAll(() => server?.close())

describe('practices and their valuers', () => {
  it('when a valuer asks for their practices, then they get the default practice; a customer gets none', async () => {
    const mine = await (await server.api('/api/users/me/practices', { token: valuer })).json()
    expect(mine).toEqual([expect.objectContaining({ PracticeId: practiceId, IsDefault: true })])
    expect(await (await server.api('/api/users/me/practices', { token: customer })).json()).toEqual([])
  })

  it('when a valuer lists their practice’s valuers, then each shows name, licences and memberships', async () => {
    const valuers = await (await server.api(`/api/practices/${practiceId}/valuers`, { token: valuer })).json()
    expect(valuers).toEqual([
      expect.objectContaining({
        Name: 'Jane Citizen',
        Position: 'Director',
        Active: true,
        Licences: [{ State: 'QLD', Number: 'QLD-2291', ExpiresOn: null }],
        Memberships: [{ Body: 'API', Grade: 'AAPI CPV', Number: null }],
      }),
    ])
    expect(
      (await (await server.api(`/api/practices/${practiceId}/valuers`, { token: admin })).json()).length,
    ).toBe(1)
  })

  it('when a valuer states their own licences, then it is a 403 naming them; an admin records them, and the valuer keeps their position', async () => {
    const licences = [
      { State: 'QLD', Number: 'QLD-2291', ExpiresOn: '2027-06-30' },
      { State: 'WA', Number: 'WA-44120' },
    ]
    const own = await server.api(`/api/practices/${practiceId}/valuers/me`, {
      method: 'PUT',
      token: valuer,
      json: { Licences: licences, Memberships: [{ Body: 'API', Grade: 'AAPI CPV', Number: '63412' }] },
    })
    expect(own.status).toBe(403)
    expect((await own.json()).message).toMatch(/Licences and Memberships/)
    const [record] = (
      await server.payload.find({
        collection: 'practice-valuers',
        where: { practice: { equals: practiceId }, valuer: { equals: janeId } },
      })
    ).docs
    await server.payload.update({
      collection: 'practice-valuers',
      id: record!.id,
      data: {
        licences: [
          { state: 'QLD', number: 'QLD-2291', expiresOn: '2027-06-30' },
          { state: 'WA', number: 'WA-44120' },
        ],
      },
      user: await server.payload.findByID({ collection: 'users', id: adminId }),
      overrideAccess: false,
    })
    const put = await server.api(`/api/practices/${practiceId}/valuers/me`, {
      method: 'PUT',
      token: valuer,
      json: {
        Position: 'Director, Certified Practising Valuer',
        Licences: licences,
        Memberships: (
          await (await server.api(`/api/practices/${practiceId}/valuers/me`, { token: valuer })).json()
        ).Memberships,
      },
    })
    expect(put.status, await put.clone().text()).toBe(200)
    const me = await (await server.api(`/api/practices/${practiceId}/valuers/me`, { token: valuer })).json()
    expect(me.Licences).toEqual([
      { State: 'QLD', Number: 'QLD-2291', ExpiresOn: '2027-06-30' },
      { State: 'WA', Number: 'WA-44120', ExpiresOn: null },
    ])
    expect(me.Position).toBe('Director, Certified Practising Valuer')
  })

  it('when the details are wrong, then it is a 400 naming each field', async () => {
    const bad = await server.api(`/api/practices/${practiceId}/valuers/me`, {
      method: 'PUT',
      token: valuer,
      json: { Licences: [{ State: 'XX', Number: '' }], Memberships: [{ Body: 'NOPE' }] },
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(await bad.json()).sort()).toEqual([
      'Licences.0.Number',
      'Licences.0.State',
      'Memberships.0.Body',
    ])
  })

  it('when a valuer of another practice, or a customer, asks, then they see nothing of it', async () => {
    expect(
      await (await server.api(`/api/practices/${practiceId}/valuers`, { token: otherValuer })).json(),
    ).toEqual([])
    expect((await server.api(`/api/practices/${practiceId}/valuers/me`, { token: otherValuer })).status).toBe(
      404,
    )
    const put = await server.api(`/api/practices/${practiceId}/valuers/me`, {
      method: 'PUT',
      token: otherValuer,
      json: { Licences: [], Memberships: [] },
    })
    expect(put.status).toBe(404)
    const newcomer = (await server.signIn('newcomer@example.com', ['valuer'])).token
    expect(
      await (await server.api(`/api/practices/${practiceId}/valuers`, { token: newcomer })).json(),
    ).toEqual([])
    expect((await server.api(`/api/practices/${practiceId}/valuers`, { token: customer })).status).toBe(403)
    expect(
      (
        await server.api(`/api/practices/${practiceId}/valuers/me`, {
          method: 'PUT',
          token: customer,
          json: { Licences: [], Memberships: [] },
        })
      ).status,
    ).toBe(403)
  })

  it('when nobody is signed in or the practice does not exist, then 401 and 404', async () => {
    expect((await server.api(`/api/practices/${practiceId}/valuers`)).status).toBe(401)
    expect(
      (
        await server.api(`/api/practices/${practiceId}/valuers/me`, {
          method: 'PUT',
          json: { Licences: [], Memberships: [] },
        })
      ).status,
    ).toBe(401)
    expect((await server.api('/api/users/me/practices')).status).toBe(401)
    expect((await server.api('/api/practices/999999/valuers', { token: valuer })).status).toBe(404)
  })

  it('when a valuer tries to move their record to another practice through Payload, then the practice stays', async () => {
    const [record] = (
      await server.payload.find({
        collection: 'practice-valuers',
        where: { practice: { equals: otherPracticeId } },
      })
    ).docs
    const omar = await server.payload.findByID({
      collection: 'users',
      id: typeof record!.valuer === 'object' ? record!.valuer.id : record!.valuer,
    })
    const moved = await server.payload.update({
      collection: 'practice-valuers',
      id: record!.id,
      data: { practice: practiceId },
      user: omar,
      overrideAccess: false,
      depth: 0,
    })
    expect(moved.practice).toBe(otherPracticeId)
  })
})
