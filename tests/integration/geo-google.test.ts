import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

/** A local stand-in for Google Places at the network edge: answers like Google, records what it was asked. */
let google: Server
const asked: URL[] = []
let server: TestServer

beforeAll(async () => {
  google = createServer((req, res) => {
    const url = new URL(req.url!, 'http://google.test')
    asked.push(url)
    res.setHeader('content-type', 'application/json')
    if (url.searchParams.get('key') !== 'test-key')
      return void res.end(JSON.stringify({ status: 'REQUEST_DENIED' }))
    if (url.pathname.endsWith('/autocomplete/json'))
      return void res.end(
        JSON.stringify({
          status: 'OK',
          predictions: [
            {
              place_id: 'ChIJ123',
              description: '1 Queen St, Brisbane City QLD, Australia',
              structured_formatting: {
                main_text: '1 Queen St',
                secondary_text: 'Brisbane City QLD, Australia',
              },
            },
          ],
        }),
      )
    res.end(
      JSON.stringify({
        status: 'OK',
        result: {
          place_id: 'ChIJ123',
          formatted_address: '1 Queen St, Brisbane City QLD 4000, Australia',
          address_components: [
            { long_name: '1', short_name: '1', types: ['street_number'] },
            { long_name: 'Queen Street', short_name: 'Queen St', types: ['route'] },
            { long_name: 'Brisbane City', short_name: 'Brisbane City', types: ['locality'] },
            { long_name: 'Queensland', short_name: 'QLD', types: ['administrative_area_level_1'] },
            { long_name: '4000', short_name: '4000', types: ['postal_code'] },
          ],
          geometry: { location: { lat: -27.47, lng: 153.02 } },
        },
      }),
    )
  }).listen(0, '127.0.0.1')
  await once(google, 'listening')
  process.env.GOOGLE_MAPS_API_KEY = 'test-key'
  process.env.GOOGLE_MAPS_API_URL = `http://127.0.0.1:${(google.address() as AddressInfo).port}`
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
  google?.close()
})

describe('geo through Google Places (faked at the network edge)', () => {
  it('when a key is configured, then suggestions and details come from Google with the session token, and the key never reaches the browser', async () => {
    const response = await server.api('/api/geo/google/autocomplete?term=1%20Queen%20St&sessionToken=s1')
    const predictions = await response.json()
    expect(predictions).toEqual([
      {
        PlaceId: 'ChIJ123',
        Description: '1 Queen St, Brisbane City QLD, Australia',
        MainText: '1 Queen St',
        SecondaryText: 'Brisbane City QLD, Australia',
      },
    ])
    expect(JSON.stringify(predictions)).not.toContain('test-key')
    const details = await (await server.api('/api/geo/google/places/ChIJ123?sessionToken=s1')).json()
    expect(details).toEqual({
      PlaceId: 'ChIJ123',
      Address: '1 Queen St, Brisbane City QLD 4000',
      Street: '1 Queen Street',
      Suburb: 'Brisbane City',
      State: 'QLD',
      Postcode: '4000',
      Latitude: -27.47,
      Longitude: 153.02,
      PositionSource: 'address',
    })
    expect(
      asked.map((url) => [url.searchParams.get('sessiontoken'), url.searchParams.get('components') ?? 'n/a']),
    ).toEqual([
      ['s1', 'country:au'],
      ['s1', 'n/a'],
    ])
  })

  it('when Google fails, then the caller gets a plain 502, not a 500', async () => {
    process.env.GOOGLE_MAPS_API_KEY = 'wrong'
    const { env } = await import('@valuedesk/cms')
    Object.assign(env, { GOOGLE_MAPS_API_KEY: 'wrong' })
    const response = await server.api('/api/geo/google/autocomplete?term=1%20Queen%20St')
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({
      message: expect.stringMatching(/Address search is unavailable/),
    })
  })
})
