import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let admin: string
let customer: string
beforeAll(async () => {
  server = await startTestServer()
  admin = (await server.signIn('admin@example.com', ['admin'])).token
  customer = (await server.signIn('customer@example.com', ['customer'])).token
})
afterAll(() => server?.close())

describe('admin geography: countries, zones, postcodes', () => {
  it('when the seed has run, then Australia has its eight states and territories with their postcodes', async () => {
    const countries = await (await server.api('/api/admin/countries', { token: admin })).json()
    expect(countries).toEqual([expect.objectContaining({ Name: 'Australia', Code: 'AU' })])
    const zones = await (
      await server.api(`/api/admin/countries/${countries[0].CountryId}/zones`, { token: admin })
    ).json()
    expect(zones.map((zone: { Code: string }) => zone.Code).sort()).toEqual([
      'ACT',
      'NSW',
      'NT',
      'QLD',
      'SA',
      'TAS',
      'VIC',
      'WA',
    ])
    const qld = zones.find((zone: { Code: string }) => zone.Code === 'QLD')
    expect(qld.PostcodeCount).toBeGreaterThan(300)
    const postcodes = await (
      await server.api(`/api/admin/zones/${qld.ZoneId}/postcodes`, { token: admin })
    ).json()
    expect(postcodes).toContainEqual({ Postcode: '4350' })
  })

  it('when an admin adds and changes a country and a zone and its postcodes, then each call does what it says', async () => {
    const created = await server.api('/api/admin/countries', {
      method: 'POST',
      token: admin,
      json: { Name: 'New Zealand', Code: 'nz' },
    })
    expect(created.status).toBe(201)
    const nz = await created.json()
    expect(nz.Code).toBe('NZ')
    expect(
      (
        await (
          await server.api(`/api/admin/countries/${nz.CountryId}`, {
            method: 'PATCH',
            token: admin,
            json: { Name: 'Aotearoa New Zealand' },
          })
        ).json()
      ).Name,
    ).toBe('Aotearoa New Zealand')
    const zone = await (
      await server.api(`/api/admin/countries/${nz.CountryId}/zones`, {
        method: 'POST',
        token: admin,
        json: { Name: 'Auckland', Code: 'AUK' },
      })
    ).json()
    expect(zone).toMatchObject({ CountryId: nz.CountryId, PostcodeCount: 0 })
    expect(
      (
        await server.api(`/api/admin/zones/${zone.ZoneId}`, {
          method: 'PATCH',
          token: admin,
          json: { Code: 'AKL' },
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await server.api(`/api/admin/zones/${zone.ZoneId}/postcodes`, {
          method: 'POST',
          token: admin,
          json: { Postcode: '1010' },
        })
      ).status,
    ).toBe(201)
    expect(
      (
        await server.api(`/api/admin/zones/${zone.ZoneId}/postcodes`, {
          method: 'POST',
          token: admin,
          json: { Postcode: '1010' },
        })
      ).status,
    ).toBe(409)
    expect(
      (await server.api(`/api/admin/zones/${zone.ZoneId}/postcodes/1010`, { method: 'DELETE', token: admin }))
        .status,
    ).toBe(204)
    expect(
      (await server.api(`/api/admin/zones/${zone.ZoneId}/postcodes/1010`, { method: 'DELETE', token: admin }))
        .status,
    ).toBe(404)
  })

  it('when the body is wrong, then the model state names the field; a duplicate code is named too', async () => {
    const bad = await server.api('/api/admin/countries', {
      method: 'POST',
      token: admin,
      json: { Name: '', Code: 'AUS' },
    })
    expect(Object.keys(await bad.json()).sort()).toEqual(['Code', 'Name'])
    const duplicate = await server.api('/api/admin/countries', {
      method: 'POST',
      token: admin,
      json: { Name: 'Australia again', Code: 'AU' },
    })
    expect(duplicate.status).toBe(400)
    expect(await duplicate.json()).toHaveProperty('Code')
    const postcode = await server.api('/api/admin/zones/1/postcodes', {
      method: 'POST',
      token: admin,
      json: { Postcode: '43' },
    })
    expect(await postcode.json()).toHaveProperty('Postcode')
  })

  it('when a customer or nobody calls an admin path, then it is 403 or 401; an unknown id is 404', async () => {
    expect((await server.api('/api/admin/countries', { token: customer })).status).toBe(403)
    expect(
      (
        await server.api('/api/admin/countries', {
          method: 'POST',
          token: customer,
          json: { Name: 'X', Code: 'XX' },
        })
      ).status,
    ).toBe(403)
    expect((await server.api('/api/admin/countries')).status).toBe(401)
    expect((await server.api('/api/admin/countries/999999', { token: admin })).status).toBe(404)
    expect((await server.api('/api/admin/zones/999999/postcodes', { token: admin })).status).toBe(404)
  })
})
