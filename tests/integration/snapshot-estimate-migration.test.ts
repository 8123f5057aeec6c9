import { afterAll, beforeAll, expect, it } from 'vitest'

import { migrationOnThisDatabase } from '../support/migrationOnThisDatabase.ts'
import { paidOrder } from '../support/paidOrder.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

/**
 * The migration that lets a snapshot have no estimate rebuilds the snapshots' table on SQLite: the orders kept
 * before it still point at their property, with its estimate, and one without an estimate can then be kept.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

it('when the migration runs on a database with orders, then each keeps its property and its estimate', async () => {
  const { payload } = server
  const { valuationId, snapshotId } = await paidOrder(server)
  const { migration, args } = await migrationOnThisDatabase(server, {
    sqlite: '20261207_143801_snapshot_estimate_optional',
    postgres: '20261207_143816_snapshot_estimate_optional',
  })
  await migration.down(args)
  await migration.up(args)

  const valuation = await payload.findByID({ collection: 'valuations', id: valuationId, depth: 0 })
  expect(valuation.snapshot).toBe(snapshotId)
  const snapshot = await payload.findByID({ collection: 'property-snapshots', id: snapshotId, depth: 0 })
  expect(snapshot.estimatedValue).toBeGreaterThan(0)
  const { id, createdAt: _c, updatedAt: _u, ...kept } = snapshot
  const unestimated = await payload.create({
    collection: 'property-snapshots',
    data: { ...kept, orderKey: undefined, estimatedValue: null },
  })
  expect(unestimated.estimatedValue ?? null).toBeNull()
  expect(id).toBe(snapshotId)
})
