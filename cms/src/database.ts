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

/**
 * The database adapter for DATABASE_URL. Schema changes only ever come from migrations
 * (push is off), so no start can stop at an interactive prompt.
 *
 * MongoDB needs no schema migrations (cms/src/migrations/mongodb holds its data migrations).
 *
 * SQLite runs in WAL mode: readers in other processes (`npm run backup`) see a consistent
 * snapshot without blocking the server's writes, and the server waits briefly on a lock instead
 * of failing at once. Each document is written in one transaction (sqliteWrites.ts) on a
 * connection that keeps its prepared statements (sqliteClient.ts), job claims
 * included, so one SQLite process never claims a job twice. On PostgreSQL, processes claim jobs one
 * after another (jobs/claimJobsOneAtATime.ts).
 */
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
  // The collections' indexes are built before the first request, not in the background after connecting:
  // the unique ones (outbox messageId, Stripe event ids, invoice numbers…) are what keep things exactly once.
  // Transactions need a replica set; on a single server each document is still written atomically.
  return firstUserMeansFirstAdmin(
    mongooseAdapter({ url: databaseUrl, migrationDir: migrationDir(dialect), ensureIndexes: true }),
  )
}

/** The advisory lock a process holds on PostgreSQL while it migrates and seeds (any fixed number). */
const settingUpLock = 8_620_302

/**
 * A start's migrations and seed content, done by one process at a time.
 *
 * PostgreSQL: processes started together on one database (a deploy of N processes) would otherwise
 * all find it empty and all migrate and seed it. The first takes a session advisory lock on a
 * connection of its own; the others wait for it, then find the work done.
 *
 * SQLite: written without a flush to disk after each document: a fresh database's seed is hundreds
 * of writes, each a flush with SQLITE_SYNCHRONOUS=FULL, and holds nobody's order. A crash of the
 * process loses none of it (WAL); only a power cut during a first start could leave a half-seeded
 * file, to be deleted and started afresh. The setting is put back before the first request, whose
 * first write flushes everything before it to disk.
 */
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
