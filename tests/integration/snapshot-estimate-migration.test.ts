import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

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

type MigrateArgs = { db: unknown; payload: Payload; req: PayloadRequest }
type Migration = { up(args: MigrateArgs): Promise<void>; down(args: MigrateArgs): Promise<void> }

it('when the migration runs on a database with orders, then each keeps its property and its estimate', async () => {
  const { payload } = server
  const { valuationId, snapshotId } = await paidOrder(server)
  const migration: Migration =
    process.env.TEST_DIALECT === 'postgres'
      ? await import('../../cms/src/migrations/postgres/20261207_143816_snapshot_estimate_optional.ts')
      : await import('../../cms/src/migrations/sqlite/20261207_143801_snapshot_estimate_optional.ts')
  const args = { db: payload.db.drizzle, payload, req: await createLocalReq({}, payload) }
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
