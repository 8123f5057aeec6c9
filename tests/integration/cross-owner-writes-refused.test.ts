import { valuationStatuses } from '@valuedesk/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildWorld, type World } from '../support/access/world.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

/**
 * The attacks of the issue "One door", as stories; the generated write matrix (write-matrix.test.ts) covers
 * every field.
 */
let server: TestServer
let world: World
/** Omar's draft report, on a valuation of his practice (Perth), not the owner's. */
let omarsReportId: number
beforeAll(async () => {
  server = await startTestServer({ cmsRest: true })
  world = await buildWorld(server)
  const admin = world.tokens.admin!
  const omar = world.tokens.otherValuer!
  const call = async (path: string, token: string, json: unknown) => {
    const response = await server.api(path, { method: 'POST', token, json })
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
    return response.json()
  }
  const perth = await server.payload.find({ collection: 'practices', where: { name: { contains: 'Perth' } } })
  const omarRecord = await server.payload.find({
    collection: 'practice-valuers',
    where: { valuer: { equals: world.users.otherValuer!.id } },
  })
  await call(`/api/valuations/${world.spare.valuationId}/practice`, admin, { PracticeId: perth.docs[0]!.id })
  await call(`/api/valuations/${world.spare.valuationId}/valuer`, admin, { ValuerId: omarRecord.docs[0]!.id })
  await call(`/api/valuations/${world.spare.valuationId}/status`, omar, {
    Status: valuationStatuses.InProgress,
  })
  omarsReportId = (await call('/api/reports/from_template', omar, { ValuationId: world.spare.valuationId }))
    .ReportId
}, 180_000)
afterAll(() => server?.close())

const cms = (path: string, token: string | undefined, method: string, json?: unknown) =>
  server.api(`/cms-api${path}`, { method, token, json })

describe('one door: the attacks of the issue, tried again', () => {
  it('when a valuer points a valuation of hers at another practice’s customer’s files, then it is refused, and the files stay out of her reach', async () => {
    const omar = world.tokens.otherValuer!
    const before = await server.payload.findByID({ collection: 'valuations', id: world.spare.valuationId })
    for (const field of ['images', 'files']) {
      const rest = await cms(`/valuations/${world.spare.valuationId}`, omar, 'PATCH', {
        [field]: [{ file: world.done.reportFileId }],
      })
      expect(rest.status, field).toBe(403)
    }
    const after = await server.payload.findByID({ collection: 'valuations', id: world.spare.valuationId })
    expect(after.images).toEqual(before.images)
    expect(after.files).toEqual(before.files)
    for (const fileId of [world.done.reportFileId, world.order.photoId]) {
      const download = await server.api(`/api/files/${fileId}/download`, { token: omar })
      expect([403, 404]).toContain(download.status)
    }
  })

  it('when a valuer re-points her draft report at another practice’s valuation, then it is refused and the report stays on hers', async () => {
    const omar = world.tokens.otherValuer!
    const rest = await cms(`/reports/${omarsReportId}`, omar, 'PATCH', { valuation: world.order.valuationId })
    expect(rest.status).toBe(403)
    const report = await server.payload.findByID({ collection: 'reports', id: omarsReportId, depth: 0 })
    expect(report.valuation).toBe(world.spare.valuationId)
    const made = await cms('/reports', omar, 'POST', {
      valuation: world.order.valuationId,
      title: 'Mine now',
    })
    expect(made.status).toBeGreaterThanOrEqual(400)
    expect(made.status).toBeLessThan(500)
  })

  it('when a guest re-points its business branch at another business, then the door is shut and the rule holds behind it', async () => {
    const other = await server.payload.create({
      collection: 'businesses',
      data: { name: 'Someone Else Pty Ltd', abn: '83 914 571 673' },
    })
    const rest = await cms(`/business-branches/${world.business.branchId}`, world.tokens.owner, 'PATCH', {
      business: other.id,
    })
    expect(rest.status).toBe(403)
    // Behind the door, the same write as the guest (the Local API as the caller) leaves the branch where it was.
    await server.payload
      .update({
        collection: 'business-branches',
        id: world.business.branchId,
        data: { business: other.id },
        user: world.users.owner,
        overrideAccess: false,
      })
      .catch(() => undefined)
    const branch = await server.payload.findByID({
      collection: 'business-branches',
      id: world.business.branchId,
      depth: 0,
    })
    expect(branch.business).toBe(world.business.id)
    const theirs = await server.api(`/api/businesses/${other.id}`, { token: world.tokens.owner })
    expect(theirs.status).toBe(404)
  })

  it('when an editor sets a fee or the bank account printed on tax invoices, then neither changes; an admin’s change does', async () => {
    const editor = world.tokens.editor!
    const product = await server.payload.findByID({ collection: 'products', id: world.productId })
    const settings = await server.payload.findGlobal({ slug: 'site-settings' })
    await cms(`/products/${world.productId}`, editor, 'PATCH', { feeIncGst: 1 })
    await cms('/globals/site-settings', editor, 'POST', {
      bankDetails: { accountName: 'Mallory', bsb: '000-000', accountNumber: '99999999' },
      abn: '83 914 571 673',
    })
    expect((await server.payload.findByID({ collection: 'products', id: world.productId })).feeIncGst).toBe(
      product.feeIncGst,
    )
    const after = await server.payload.findGlobal({ slug: 'site-settings' })
    expect(after.bankDetails).toEqual(settings.bankDetails)
    expect(after.abn).toBe(settings.abn)
    const renamed = await cms(`/products/${world.productId}`, editor, 'PATCH', {
      description: 'For a house.',
    })
    expect(renamed.status).toBe(200)
    const admin = await cms(`/products/${world.productId}`, world.tokens.admin, 'PATCH', {
      feeIncGst: product.feeIncGst + 1,
    })
    expect(admin.status).toBe(200)
    expect((await server.payload.findByID({ collection: 'products', id: world.productId })).feeIncGst).toBe(
      product.feeIncGst + 1,
    )
  })

  it('when a customer changes the property of a paid order, then it is refused with a 409 and the property stays as ordered', async () => {
    const snapshot = await server.payload.findByID({
      collection: 'property-snapshots',
      id: world.order.snapshotId,
    })
    const response = await server.api(`/api/properties/${world.order.snapshotId}`, {
      method: 'PATCH',
      token: world.tokens.owner,
      json: { AddressDetails: { Address: '1 Elsewhere Road, Perth WA 6000', State: 'WA' } },
    })
    expect(response.status).toBe(409)
    const after = await server.payload.findByID({
      collection: 'property-snapshots',
      id: world.order.snapshotId,
    })
    expect(after.address).toBe(snapshot.address)
    const rest = await cms(`/property-snapshots/${world.order.snapshotId}`, world.tokens.owner, 'PATCH', {
      address: '1 Elsewhere Road, Perth WA 6000',
    })
    expect(rest.status).toBeGreaterThanOrEqual(400)
    await expect(
      server.payload.update({
        collection: 'property-snapshots',
        id: world.order.snapshotId,
        data: { address: '1 Elsewhere Road, Perth WA 6000' },
        user: { ...world.users.owner!, collection: 'users' },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 409 })
    // Nor its purpose or price: corrections are an admin's, through the lifecycle.
    const purpose = await server.api(`/api/valuations/${world.order.valuationId}`, {
      method: 'PATCH',
      token: world.tokens.owner,
      json: { Purpose: 'capital-gains-tax' },
    })
    expect(purpose.status).toBe(403)
    expect(
      (await server.payload.findByID({ collection: 'property-snapshots', id: world.order.snapshotId }))
        .address,
    ).toBe(snapshot.address)
    // A property not yet invoiced is still the customer's to correct.
    const fresh = await server.api(`/api/properties/${world.unplaced.freshSnapshotId}`, {
      method: 'PATCH',
      token: world.tokens.owner,
      json: { AddressDetails: { Address: '7A Fresh Street, Newtown QLD 4350' } },
    })
    expect(fresh.status).toBe(200)
  })

  it('when the valuer corrects the property of an order she works on, then it changes with a line in its history', async () => {
    const response = await server.api(`/api/properties/residential/${world.order.snapshotId}`, {
      method: 'PATCH',
      token: world.tokens.valuer,
      json: { Bathrooms: 3 },
    })
    expect(response.status, await response.clone().text()).toBe(200)
    expect((await response.json()).Details).toMatchObject({ Bathrooms: 3 })
    const valuation = await server.payload.findByID({ collection: 'valuations', id: world.order.valuationId })
    expect(valuation.history?.at(-1)?.note).toMatch(
      /^Property corrected \(the customer is told\): Bathrooms .+ → 3$/,
    )
    await server.runAllJobs()
    const told = await server.payload.find({
      collection: 'outbox',
      where: { subject: { like: 'Your order was corrected' }, to: { equals: 'owner@example.com' } },
    })
    expect(told.docs.map((mail) => mail.text).join('\n')).toMatch(/Bathrooms: 3 \(was .+\)/)
    const other = await server.api(`/api/properties/residential/${world.order.snapshotId}`, {
      method: 'PATCH',
      token: world.tokens.otherValuer,
      json: { Bathrooms: 1 },
    })
    expect([403, 404]).toContain(other.status)
  })
})
