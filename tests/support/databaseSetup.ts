/**
 * Runs before each integration test file, in that file's own process: points the app at a
 * fresh database of the project's dialect and a private data folder, before anything loads.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'

const dataDir = mkdtempSync(path.join(tmpdir(), 'valuedesk-test-'))
process.env.DATA_DIR = dataDir
process.env.PAYLOAD_SECRET = 'test-secret-that-is-at-least-32-characters-long'
process.env.LOG_LEVEL = 'warn'

if (process.env.TEST_DIALECT === 'postgres') {
  const adminUrl = inject('postgresUrl')
  const database = `test_${path.basename(dataDir).replace(/\W/g, '_').toLowerCase()}`
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(`CREATE DATABASE "${database}"`)
  await client.end()
  process.env.DATABASE_URL = adminUrl.replace(/\/[^/]*$/, `/${database}`)
} else {
  process.env.DATABASE_URL = `file:${path.join(dataDir, 'test.db')}`
}
