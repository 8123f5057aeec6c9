import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * Points this process at a fresh data folder of its own (a new SQLite file, or `databaseUrl`), as each
 * integration test file has, with a fixed secret, a quiet log and the rate limits out of the way: what a bench
 * measures is the work, not the refusals. Call it before importing the server.
 */
export function useFreshDatabase(name: string, databaseUrl?: string): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), `valuedesk-${name}-`))
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? `file:${path.join(dataDir, 'bench.db')}`,
    PAYLOAD_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
    LOG_LEVEL: 'fatal',
    RATE_LIMIT_MULTIPLIER: '1000',
  })
  return dataDir
}
