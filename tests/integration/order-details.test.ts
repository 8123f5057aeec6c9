import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { reportToComplete } from '../support/reportToComplete.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

// The valuer works from what the customer told us, read as a person reads it, and never sees their estimate.
let server: TestServer
let setUp: Awaited<ReturnType<typeof reportToComplete>>
let snapshotId: number
beforeAll(async () => {
  server = await startTestServer({ cmsRest: true })
  setUp = await reportToComplete(server)
  snapshotId = setUp.order.snapshotId
}, 120_000)
afterAll(() => server?.close())

describe('the order’s details, prefilled and readable; the estimate kept from the valuer', () => {
  it('when the valuer starts the report, then the template’s description rows carry the customer’s answers', async () => {
    const report = await setUp.report()
    const description = report.blocks?.find((block) => block.blockType === 'propertyDescription') as
      { rows: { label: string; value: string }[] } | undefined
    const rows = Object.fromEntries(description!.rows.map((row) => [row.label, row.value]))
    expect(rows).toMatchObject({
      'Property type': 'Residential — House (single dwelling)',
      Accommodation: '4 bedrooms, 2 bathrooms',
      'Car parking': '2',
      'Land area': '752 m²',
    })
    expect(Object.keys(rows)).not.toContain('Bedrooms')
    expect(Object.keys(rows)).not.toContain('Car spaces')
  })

  it('when the valuer reads the property through /api or /cms-api, then the estimate is not there', async () => {
    const viaApi = await (await server.api(`/api/properties/${snapshotId}`, { token: setUp.valuer })).json()
    expect(viaApi.AddressDetails.Address).toBeTruthy()
    expect(viaApi.EstimatedValue ?? null).toBeNull()
    const viaRest = await (
      await server.api(`/cms-api/property-snapshots/${snapshotId}`, { token: setUp.valuer })
    ).json()
    expect(viaRest.address).toBeTruthy()
    expect(viaRest).not.toHaveProperty('estimatedValue')
  })

  it('when the customer or an admin reads it, then the estimate is theirs to see', async () => {
    const customer = await (
      await server.api(`/api/properties/${snapshotId}`, { token: setUp.order.token })
    ).json()
    expect(customer.EstimatedValue).toBeGreaterThan(0)
    const admin = await (
      await server.api(`/cms-api/property-snapshots/${snapshotId}`, { token: setUp.admin })
    ).json()
    expect(admin.estimatedValue).toBe(customer.EstimatedValue)
  })
})
