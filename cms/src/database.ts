import path from 'node:path'
import type { DatabaseAdapterObj } from 'payload'

import { rootDir } from './env.ts'

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

/**
 * The database adapter for DATABASE_URL. Schema changes only ever come from migrations
 * (push is off), so no start can stop at an interactive prompt.
 */
export async function databaseAdapter(databaseUrl: string): Promise<DatabaseAdapterObj> {
  const dialect = dialectOf(databaseUrl)
  if (dialect === 'sqlite') {
    const { sqliteAdapter } = await import('@payloadcms/db-sqlite')
    return sqliteAdapter({
      client: { url: sqliteUrl(databaseUrl) },
      // Write-ahead log: readers (a backup, a second connection) never block the server's writes, and a
      // crashed process loses no committed write (synchronous FULL). Another writer is waited for, not refused.
      wal: { synchronous: 'FULL' },
      busyTimeout: 5000,
      push: false,
      migrationDir: migrationDir(dialect),
      idType: 'number',
    })
  }
  if (dialect === 'postgres') {
    const { postgresAdapter } = await import('@payloadcms/db-postgres')
    return postgresAdapter({
      pool: { connectionString: databaseUrl },
      push: false,
      migrationDir: migrationDir(dialect),
    })
  }
  const { mongooseAdapter } = await import('@payloadcms/db-mongodb')
  return mongooseAdapter({ url: databaseUrl, migrationDir: migrationDir(dialect) })
}
