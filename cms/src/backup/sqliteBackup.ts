/** `VACUUM INTO` on our own connection: one read transaction, a consistent copy while the server writes. */
import { createClient } from '@libsql/client'
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  closeSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import path from 'node:path'

import { runningProcesses } from './runningMarker.ts'

export const dataEntries = ['files', 'media', 'outbox', 'signatures', 'payload-secret'] as const

export class BackupError extends Error {}

export const filesFolderOf = (databaseCopy: string) => `${databaseCopy.replace(/\.db$/, '')}.files`

export function knownMigrations(): Set<string> {
  const folder = path.join(import.meta.dirname, '../migrations/sqlite')
  return new Set(
    readdirSync(folder)
      .filter((name) => /^\d{8}_\d{6}_\w+\.ts$/.test(name))
      .map((name) => name.replace(/\.ts$/, '')),
  )
}

export type DatabaseCheck = { integrity: string[]; migrations: string[] | undefined }

function isSqliteFile(file: string): boolean {
  const header = Buffer.alloc(16)
  const fd = openSync(file, 'r')
  try {
    return readSync(fd, header, 0, 16, 0) === 16 && header.toString('latin1') === 'SQLite format 3\0'
  } finally {
    closeSync(fd)
  }
}

/** The copy is left in rollback-journal mode, a single self-contained file. */
export async function checkDatabaseCopy(file: string): Promise<DatabaseCheck> {
  if (!isSqliteFile(file)) throw new BackupError(`${file} is not a SQLite database.`)
  const client = createClient({ url: `file:${file}` })
  try {
    const integrity = (await client.execute('PRAGMA integrity_check')).rows.map((row) => String(row[0]))
    const table = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'payload_migrations'",
    )
    const migrations = table.rows.length
      ? (
          await client.execute("SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY name")
        ).rows.map((row) => String(row[0]))
      : undefined
    await client.execute('PRAGMA journal_mode = DELETE')
    return { integrity, migrations }
  } finally {
    client.close()
  }
}

export function sizeOf(entry: string): { files: number; bytes: number } {
  if (!existsSync(entry)) return { files: 0, bytes: 0 }
  const stat = statSync(entry)
  if (!stat.isDirectory()) return { files: 1, bytes: stat.size }
  return readdirSync(entry).reduce(
    (total, name) => {
      const inner = sizeOf(path.join(entry, name))
      return { files: total.files + inner.files, bytes: total.bytes + inner.bytes }
    },
    { files: 0, bytes: 0 },
  )
}

export type BackupResult = {
  database: { file: string; bytes: number; migrations: number }
  files: { folder: string; entries: string[]; files: number; bytes: number }
  seconds: number
}

/** The database goes first: every file it refers to was written before its row. */
export async function backupSqlite({
  databaseFile,
  dataDir,
  target,
}: {
  databaseFile: string
  dataDir: string
  target: string
}): Promise<BackupResult> {
  const started = performance.now()
  if (!existsSync(databaseFile))
    throw new BackupError(`There is no database at ${databaseFile}: nothing to back up.`)
  const filesFolder = filesFolderOf(target)
  if (existsSync(target) || existsSync(filesFolder))
    throw new BackupError(`${target} already exists; give the backup another name.`)
  mkdirSync(path.dirname(target), { recursive: true })

  const partial = `${target}.partial`
  rmSync(partial, { force: true })
  const source = createClient({ url: `file:${databaseFile}` })
  try {
    // A writer holding the lock (a migration, a long write) is waited for rather than failing the backup.
    await source.execute('PRAGMA busy_timeout = 30000')
    await source.execute({ sql: 'VACUUM INTO ?', args: [partial] })
  } catch (error) {
    rmSync(partial, { force: true })
    throw new BackupError(`Copying ${databaseFile} failed: ${(error as Error).message}`)
  } finally {
    source.close()
  }
  const check = await checkDatabaseCopy(partial)
  if (check.integrity.join() !== 'ok' || !check.migrations) {
    rmSync(partial, { force: true })
    throw new BackupError(
      `The copy of ${databaseFile} did not pass its check (${check.migrations ? check.integrity.join('; ') : 'no migrations table'}); nothing was written.`,
    )
  }
  renameSync(partial, target)

  mkdirSync(filesFolder)
  const entries = dataEntries.filter((entry) => existsSync(path.join(dataDir, entry)))
  for (const entry of entries)
    cpSync(path.join(dataDir, entry), path.join(filesFolder, entry), {
      recursive: true,
      preserveTimestamps: true,
    })
  return {
    database: { file: target, bytes: statSync(target).size, migrations: check.migrations.length },
    files: { folder: filesFolder, entries, ...sizeOf(filesFolder) },
    seconds: (performance.now() - started) / 1000,
  }
}

export type RestoreResult = {
  database: string
  migrations: number
  files: { entries: string[]; files: number }
  setAside: string[]
  asideFolder: string
}

const moveAside = (from: string, folder: string) => {
  mkdirSync(folder, { recursive: true })
  const to = path.join(folder, path.basename(from))
  try {
    renameSync(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    cpSync(from, to, { recursive: true, preserveTimestamps: true })
    rmSync(from, { recursive: true })
  }
  return to
}

/** The current database and files are moved aside, not deleted. */
export async function restoreSqlite({
  backup,
  databaseFile,
  dataDir,
  asideFolder,
}: {
  backup: string
  databaseFile: string
  dataDir: string
  asideFolder: string
}): Promise<RestoreResult> {
  const running = runningProcesses(dataDir)
  if (running.length)
    throw new BackupError(
      `The server is running on this data folder (pid ${running.map((marker) => marker.pid).join(', ')}, started ${running[0]!.startedAt}). ` +
        `Stop it, then restore. (If no server is running, delete ${running.map((marker) => marker.file).join(', ')}.)`,
    )
  if (!existsSync(backup) || statSync(backup).isDirectory())
    throw new BackupError(`There is no backup file at ${backup}.`)

  // Beside the database, so the rename is atomic and the backup is never opened for writing.
  mkdirSync(path.dirname(databaseFile), { recursive: true })
  const staging = `${databaseFile}.restoring`
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(staging + suffix, { force: true })
  copyFileSync(backup, staging)
  let migrations: string[]
  try {
    const check = await checkDatabaseCopy(staging)
    if (check.integrity.join() !== 'ok')
      throw new BackupError(
        `${backup} is damaged: PRAGMA integrity_check says ${check.integrity.slice(0, 5).join('; ')}.`,
      )
    if (!check.migrations?.length)
      throw new BackupError(
        `${backup} is a SQLite database but not ValueDesk's (it has no migrations table).`,
      )
    const known = knownMigrations()
    const unknown = check.migrations.filter((name) => !known.has(name))
    if (unknown.length)
      throw new BackupError(
        `${backup} was made by a newer version of ValueDesk (migrations ${unknown.join(', ')}); restore it with that version.`,
      )
    migrations = check.migrations
  } catch (error) {
    rmSync(staging, { force: true })
    throw error instanceof BackupError
      ? error
      : new BackupError(`${backup} cannot be read as a database: ${(error as Error).message}`)
  }

  const setAside: string[] = []
  for (const suffix of ['', '-wal', '-shm', '-journal'])
    if (existsSync(databaseFile + suffix)) setAside.push(moveAside(databaseFile + suffix, asideFolder))
  const filesFolder = filesFolderOf(backup)
  const entries = existsSync(filesFolder)
    ? dataEntries.filter((entry) => existsSync(path.join(filesFolder, entry)))
    : []
  for (const entry of entries)
    if (existsSync(path.join(dataDir, entry)))
      setAside.push(moveAside(path.join(dataDir, entry), asideFolder))

  renameSync(staging, databaseFile)
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(databaseFile + suffix, { force: true })
  for (const entry of entries)
    cpSync(path.join(filesFolder, entry), path.join(dataDir, entry), {
      recursive: true,
      preserveTimestamps: true,
    })
  return {
    database: databaseFile,
    migrations: migrations.length,
    files: { entries, files: sizeOf(filesFolder).files },
    setAside,
    asideFolder,
  }
}
