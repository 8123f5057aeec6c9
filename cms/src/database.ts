import path from 'node:path'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj, Payload } from 'payload'

import { rootDir } from './env.ts'
import { claimJobsOneAtATime } from './jobs/claimJobsOneAtATime.ts'
import { sqliteClient } from './sqliteClient.ts'
import { firstUserMeansFirstAdmin } from './accounts/firstAdmin.ts'
import { oneTransactionPerWrite } from './sqliteWrites.ts'

export type Dialect = 'sqlite' | 'postgres' | 'mongodb'

export function dialectOf(databaseUrl: string): Dialect {
  if (databaseUrl.startsWith('file:')) return 'sqlite'
  if (databaseUrl.startsWith('mongodb')) return 'mongodb'
  return 'postgres'
}

const migrationDir = (dialect: Dialect) => path.join(rootDir, 'cms/src/migrations', dialect)

/** Resolves a relative `file:` URL against the repository root, so every tool opens the same file. */
export function sqliteUrl(databaseUrl: string): string {
  const file = databaseUrl.slice('file:'.length)
  return file === ':memory:' || path.isAbsolute(file) ? databaseUrl : `file:${path.join(rootDir, file)}`
}

/** How long a SQLite statement waits for a lock held by another connection (a backup, a migration) before failing. */
export const sqliteBusyTimeoutMs = 5000

/** Push is off: schema changes come from migrations only, so no start stops at an interactive prompt. */
export async function databaseAdapter(
  databaseUrl: string,
  sqliteSynchronous: 'FULL' | 'NORMAL' = 'FULL',
): Promise<DatabaseAdapterObj> {
  const dialect = dialectOf(databaseUrl)
  if (dialect === 'sqlite') {
    const { sqliteAdapter } = await import('@payloadcms/db-sqlite')
    const url = sqliteUrl(databaseUrl)
    const adapterObj = sqliteAdapter({
      client: { url },
      push: false,
      migrationDir: migrationDir(dialect),
      idType: 'number',
    })
    const client = () =>
      sqliteClient(url, { busyTimeoutMs: sqliteBusyTimeoutMs, synchronous: sqliteSynchronous })
    return firstUserMeansFirstAdmin(
      oneTransactionPerWrite({
        ...adapterObj,
        init: (args) => Object.assign(adapterObj.init(args), { client: client() }),
      }),
    )
  }
  if (dialect === 'postgres') {
    const { postgresAdapter } = await import('@payloadcms/db-postgres')
    return firstUserMeansFirstAdmin(
      claimJobsOneAtATime(
        postgresAdapter({
          pool: { connectionString: databaseUrl },
          push: false,
          migrationDir: migrationDir(dialect),
        }),
      ),
    )
  }
  const { mongooseAdapter } = await import('@payloadcms/db-mongodb')
  // Built before the first request: the unique indexes are what keep things exactly once.
  return firstUserMeansFirstAdmin(
    mongooseAdapter({ url: databaseUrl, migrationDir: migrationDir(dialect), ensureIndexes: true }),
  )
}

/** The advisory lock a process holds on PostgreSQL while it migrates and seeds (any fixed number). */
const settingUpLock = 8_620_302

/** One process at a time, or N processes started together would all migrate and seed an empty database. */
export async function settingUp(
  payload: Payload,
  dialect: Dialect,
  work: () => Promise<void>,
): Promise<void> {
  if (dialect === 'postgres') {
    const connection = await (payload.db as unknown as PostgresAdapter).pool.connect()
    try {
      await connection.query('SELECT pg_advisory_lock($1)', [settingUpLock])
      await work()
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [settingUpLock]).catch(() => undefined)
      connection.release()
    }
    return
  }
  if (dialect !== 'sqlite') return work()
  const client = (payload.db as unknown as { client: { execute: (sql: string) => Promise<unknown> } }).client
  const { rows } = (await client.execute('PRAGMA synchronous')) as { rows: unknown[][] }
  await client.execute('PRAGMA synchronous = NORMAL')
  try {
    await work()
  } finally {
    await client.execute(`PRAGMA synchronous = ${Number(rows[0]?.[0])}`)
  }
}
