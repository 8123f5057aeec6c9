import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { placeOrder } from '../support/placeOrder.ts'
import { pdfText } from '../support/pdfFacts.ts'
import { reportToComplete } from '../support/reportToComplete.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

/** How the property's position was found, from the order to the report's location. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 120_000)
afterAll(() => server?.close())

const positionOf = async (snapshotId: number, token: string) =>
  (await (await server.api(`/api/properties/${snapshotId}`, { token })).json()).AddressDetails

describe('the property’s position and where it came from', () => {
  it.each([
    { placeId: 'ChIJN1t_tDeuEmsRUsoyG83frY4', source: 'address' },
    { placeId: 'local:4021:MTQgQ2Fycm93YnJvb2sgQ291cnQ', source: 'suburb' },
    { placeId: undefined, source: 'suburb' },
  ])(
    'when the address was chosen by $placeId, then the position is by the $source',
    async ({ placeId, source }) => {
      const order = await placeOrder(server.url, {
        placeId,
        email: `position-${source}-${placeId?.slice(0, 5) ?? 'typed'}@example.com`,
      })
      expect(await positionOf(order.snapshotId, order.token)).toMatchObject({ PositionSource: source })
    },
  )

  it('when the valuer corrects the coordinates, then they are the suburb’s unless said to be the address’s, and the report follows', async () => {
    const { valuer, order, reportId } = await reportToComplete(server)
    const patch = (AddressDetails: Record<string, unknown>) =>
      server.api(`/api/properties/${order.snapshotId}`, {
        method: 'PATCH',
        token: valuer,
        json: { AddressDetails },
      })
    const bare = await patch({ Latitude: -27.6071, Longitude: 151.9372 })
    expect(bare.status).toBe(200)
    expect((await bare.json()).AddressDetails).toMatchObject({ Latitude: -27.6071, PositionSource: 'suburb' })
    const bad = await patch({ Latitude: -27.6071, PositionSource: 'guess' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toHaveProperty(['AddressDetails.PositionSource'])
    const pdf = async () =>
      pdfText(
        Buffer.from(
          await (await server.api(`/api/reports/${reportId}/pdf`, { token: valuer })).arrayBuffer(),
        ),
      )
    expect(await pdf()).toContain('S marks the centre of Kearneys Spring QLD 4350')
    const geocoded = await patch({ Latitude: -27.6071, Longitude: 151.9372, PositionSource: 'address' })
    expect((await geocoded.json()).AddressDetails).toMatchObject({ PositionSource: 'address' })
    const data = await (await server.api(`/api/reports/${reportId}/data`, { token: valuer })).json()
    expect(data.location).toMatchObject({
      latitude: -27.6071,
      source: 'address',
      locality: 'Kearneys Spring QLD 4350',
    })
    expect(await pdf()).toContain('S marks the property at its address.')
  })
})
