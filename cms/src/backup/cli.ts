import path from 'node:path'

import { dialectOf, sqliteUrl } from '../database.ts'
// Importing env reads .env from the repository root (as `npm start` does) and validates every variable.
import { env } from '../env.ts'
import { BackupError } from './sqliteBackup.ts'

const otherTools = {
  postgres:
    'PostgreSQL: back it up with pg_dump (pg_dump --format=custom "$DATABASE_URL" > valuedesk.dump) and restore with pg_restore',
  mongodb:
    'MongoDB: back it up with mongodump (mongodump --uri "$DATABASE_URL" --archive=valuedesk.archive) and restore with mongorestore',
}

/** Where the uploads are, when they are not in DATA_DIR: the S3 bucket, which these commands leave to its own tools. */
export const uploadsInBucket = env.s3
  ? `Uploads are in the S3 bucket ${env.s3.bucket} (files/, media/), which this does not copy: keep the bucket versioned, or copy it with your provider's tools (aws s3 sync s3://${env.s3.bucket} <folder>).`
  : undefined

export function sqliteDatabaseFile(command: 'backup' | 'restore'): string {
  const dialect = dialectOf(env.DATABASE_URL)
  const uploads = env.s3
    ? `the S3 bucket ${env.s3.bucket}`
    : `${env.DATA_DIR}/files and ${env.DATA_DIR}/media`
  if (dialect !== 'sqlite')
    throw new BackupError(
      `npm run ${command} handles the embedded SQLite database only. DATABASE_URL is ${otherTools[dialect]}; copy ${uploads} alongside.`,
    )
  const file = sqliteUrl(env.DATABASE_URL).slice('file:'.length).replace(/\?.*$/, '')
  if (file === ':memory:')
    throw new BackupError(
      'DATABASE_URL is an in-memory database: there is nothing on disk to back up or restore.',
    )
  return file
}

export { env }

export const shown = (file: string) => path.relative(process.cwd(), file) || '.'

export const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** 2026-11-23T09-14-35Z: sortable, and valid in every file system. */
export const timestamp = (date = new Date()) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')

export async function run(body: () => Promise<void>): Promise<void> {
  try {
    await body()
  } catch (error) {
    console.error(error instanceof BackupError ? `\n${error.message}\n` : error)
    process.exitCode = 1
  }
}
