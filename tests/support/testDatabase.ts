import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'

/** A migrated, seeded database and its data folder (media), made once per run by globalSetup.ts. */
export type Template = { dataDir: string; database: string }

/** What every test process of the product runs with, whatever the file sets on top. */
export const testEnv = (dataDir: string) => ({
  NODE_ENV: 'test' as const,
  DATA_DIR: dataDir,
  PAYLOAD_SECRET: 'test-secret-that-is-at-least-32-characters-long',
  LOG_LEVEL: 'warn',
})

/**
 * Points this process at a database of the project's dialect and a data folder of its own, before the product
 * loads: a copy of the template, as on any start after the first, or with `empty`, nothing at all, as on the very
 * first start (seeding, the first admin, where uploads are stored).
 */
export async function useFreshDatabase({ empty = false } = {}) {
  if (process.env.DATA_DIR?.includes('valuedesk-test-'))
    rmSync(process.env.DATA_DIR, { recursive: true, force: true })
  const dataDir = mkdtempSync(path.join(tmpdir(), 'valuedesk-test-'))
  const template = inject('template')
  if (!empty) {
    // The folder `running/` names the processes that have a data folder open; none has this one.
    cpSync(template.dataDir, dataDir, {
      recursive: true,
      filter: (from) => path.basename(from) !== 'running',
    })
  }
  Object.assign(process.env, testEnv(dataDir))
  if (process.env.TEST_DIALECT === 'postgres') {
    const adminUrl = inject('postgresUrl')
    const database = `test_${path.basename(dataDir).replace(/\W/g, '_').toLowerCase()}`
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    await client.query(`CREATE DATABASE "${database}"${empty ? '' : ` TEMPLATE "${template.database}"`}`)
    await client.end()
    process.env.DATABASE_URL = adminUrl.replace(/\/[^/]*$/, `/${database}`)
  } else {
    process.env.DATABASE_URL = `file:${path.join(dataDir, 'test.db')}`
  }
}
