import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { startThrowawayPostgres } from '../../cms/src/dev/throwawayPostgres.ts'
import { testEnv, type Template } from './testDatabase.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
    template: Template
  }
}

/**
 * Once per run and dialect: the throwaway PostgreSQL cluster (each test file makes its own database in it) and the
 * template every file's database is copied from, migrated and seeded by a real first start of the product.
 */
export default async function setup(project: TestProject) {
  const postgres = project.config.env.TEST_DIALECT === 'postgres'
  const cluster = postgres ? await startThrowawayPostgres() : undefined
  const dataDir = mkdtempSync(path.join(tmpdir(), 'valuedesk-template-'))
  const template: Template = { dataDir, database: 'valuedesk_template' }
  let databaseUrl = `file:${path.join(dataDir, 'test.db')}`
  if (cluster) {
    project.provide('postgresUrl', cluster.url())
    const client = new pg.Client({ connectionString: cluster.url() })
    await client.connect()
    await client.query(`CREATE DATABASE "${template.database}"`)
    await client.end()
    databaseUrl = cluster.url().replace(/\/[^/]*$/, `/${template.database}`)
  }
  await firstStart({ ...testEnv(dataDir), DATABASE_URL: databaseUrl })
  project.provide('template', template)
  return async () => {
    rmSync(dataDir, { recursive: true, force: true })
    await cluster?.stop()
  }
}

/** Boots the product once in a process of its own, as `npm start` would on an empty database, and stops it. */
async function firstStart(env: ReturnType<typeof testEnv> & { DATABASE_URL: string }) {
  const script = path.join(import.meta.dirname, 'firstStart.ts')
  const child = spawn(process.execPath, [script], {
    env: { PATH: process.env.PATH!, HOME: process.env.HOME!, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  // A first start takes seconds; one that hangs fails the run instead of holding it.
  const timer = setTimeout(() => child.kill('SIGKILL'), 180_000)
  const [code] = await once(child, 'exit')
  clearTimeout(timer)
  if (code !== 0) throw new Error(`The template database's first start exited with ${code}`)
}
