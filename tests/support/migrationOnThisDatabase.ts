import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import type { TestServer } from './testServer.ts'

type MigrateArgs = { db: unknown; payload: Payload; req: PayloadRequest }
// Methods, so either dialect's migration (its own argument types) fits.
type Migration = { up(args: MigrateArgs): Promise<void>; down(args: MigrateArgs): Promise<void> }

/** A migration of the dialect under test, by its file names in cms/src/migrations, and its arguments there. */
export async function migrationOnThisDatabase(
  server: TestServer,
  names: { sqlite: string; postgres: string },
) {
  const postgres = process.env.TEST_DIALECT === 'postgres'
  const migration: Migration = await import(
    `../../cms/src/migrations/${postgres ? 'postgres' : 'sqlite'}/${postgres ? names.postgres : names.sqlite}.ts`
  )
  const args = {
    db: server.payload.db.drizzle,
    payload: server.payload,
    req: await createLocalReq({}, server.payload),
  }
  return { migration, args, postgres }
}
