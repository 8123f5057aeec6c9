import { afterAll, beforeAll, expect, it } from 'vitest'

import { migrationOnThisDatabase } from '../support/migrationOnThisDatabase.ts'
import { attachmentOf } from '../support/outbox.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

/**
 * Outbox e-mails kept before attachments were files held them as base64 text: the migration that makes them
 * files carries those bytes over (on the database this file runs on), so an admin still opens them.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

type Database = { run?: (query: unknown) => Promise<unknown>; execute?: (query: unknown) => Promise<unknown> }

/** The delivery migration of the database under test, and a raw statement on it. */
async function onThisDatabase() {
  const { migration, args, postgres } = await migrationOnThisDatabase(server, {
    sqlite: '20261124_093100_delivery',
    postgres: '20261124_093111_delivery',
  })
  const { sql } = postgres ? await import('@payloadcms/db-postgres') : await import('@payloadcms/db-sqlite')
  const db = server.payload.db.drizzle as Database
  return {
    migration,
    args,
    sql,
    statement: (query: unknown) => (postgres ? db.execute!(query) : db.run!(query)),
  }
}

it('when the Outbox kept an attachment as text, then after the migration it is a file with the same bytes', async () => {
  const { payload } = server
  const mail = await payload.create({
    collection: 'outbox',
    data: { to: 'old@example.com', from: 'ValueDesk <orders@example.com>', subject: 'Kept before files' },
  })
  const { migration, args, sql, statement } = await onThisDatabase()
  await migration.down(args)
  const bytes = Buffer.from('%PDF-1.4 an invoice kept as text')
  await statement(
    sql`INSERT INTO outbox_attachments (_order, _parent_id, id, filename, content_type, size, content_base64) VALUES (1, ${mail.id}, 'old-attachment', 'INV-000001.pdf', 'application/pdf', ${bytes.length}, ${bytes.toString('base64')})`,
  )
  await migration.up(args)
  const migrated = await payload.findByID({ collection: 'outbox', id: mail.id, depth: 0 })
  expect(migrated.attachments).toEqual([
    expect.objectContaining({ filename: 'INV-000001.pdf', size: bytes.length, file: expect.any(Number) }),
  ])
  expect((await attachmentOf(server, migrated)).equals(bytes)).toBe(true)
})
