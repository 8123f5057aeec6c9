import { createClient } from '@libsql/client'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { paidOrder } from '../support/paidOrder.ts'
import { startServerProcess } from '../support/serverProcess.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

/** PostgreSQL and MongoDB are backed up with their own tools; the commands refuse them. */
const root = path.resolve(import.meta.dirname, '../..')

/** `npm run <args>` in the repository, as a person would type it; resolves with its exit code and output. */
async function npm(args: string[], variables: Record<string, string> = {}) {
  const child = spawn('npm', ['run', ...args], {
    cwd: root,
    env: { ...process.env, ...variables },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => void (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => void (stderr += chunk))
  const [code] = await once(child, 'close')
  return { code: code as number, stdout, stderr }
}

/** Reads a database copy: integrity, foreign keys, and every order and invoice whole. */
async function inspect(file: string) {
  const db = createClient({ url: `file:${file}` })
  const rows = async (sql: string) => (await db.execute(sql)).rows
  try {
    return {
      integrity: (await rows('PRAGMA integrity_check')).map((row) => row[0]),
      foreignKeyProblems: await rows('PRAGMA foreign_key_check'),
      invoices: Number((await rows('SELECT count(*) FROM invoices'))[0]![0]),
      // An invoice is whole when it has lines and they add up to its total.
      incompleteInvoices:
        await rows(`SELECT i.id, i.number, i.total_cents, count(l.id) AS lines, sum(l.total_cents) AS lines_total
        FROM invoices i LEFT JOIN invoices_lines l ON l._parent_id = i.id GROUP BY i.id HAVING count(l.id) = 0 OR sum(l.total_cents) <> i.total_cents`),
      // An order is whole when its valuation has its snapshot, its invoice and its customer.
      incompleteOrders: await rows(`SELECT v.id, v.reference FROM valuations v
        WHERE NOT EXISTS (SELECT 1 FROM property_snapshots s WHERE s.id = v.snapshot_id)
           OR NOT EXISTS (SELECT 1 FROM invoices i WHERE i.id = v.invoice_id)
           OR NOT EXISTS (SELECT 1 FROM users u WHERE u.id = v.customer_id)`),
      orders: (
        await rows(
          'SELECT v.reference, v.status, i.status AS invoice FROM valuations v JOIN invoices i ON i.id = v.invoice_id',
        )
      ).map((row) => ({
        reference: String(row.reference),
        status: String(row.status),
        invoice: String(row.invoice),
      })),
      storedFiles: (
        await rows(
          "SELECT 'files/' || filename AS file, filesize FROM files WHERE filename IS NOT NULL UNION ALL SELECT 'media/' || filename, filesize FROM media WHERE filename IS NOT NULL UNION ALL SELECT 'outbox/' || filename, filesize FROM outbox_files WHERE filename IS NOT NULL",
        )
      ).map((row) => ({ file: String(row.file), bytes: Number(row.filesize) })),
    }
  } finally {
    db.close()
  }
}

// This file's own data folder (the test server's, when it runs) goes, whichever way the file ends.
afterAll(() => rmSync(process.env.DATA_DIR!, { recursive: true, force: true }))

describe.skipIf(process.env.TEST_DIALECT === 'postgres')('backups of the SQLite database, online', () => {
  let server: TestServer
  let photo: Buffer
  let work: string
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'valuedesk-backup-test-'))
    server = await startTestServer()
    photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b4f6c' } })
      .jpeg()
      .toBuffer()
  })
  afterAll(async () => {
    await server?.close()
    if (work) rmSync(work, { recursive: true, force: true })
  })

  it(
    'when a backup is taken while orders are written, then it is consistent, has everything written before it began, and a restored copy boots and serves it',
    { timeout: 180_000 },
    async () => {
      const before = []
      for (let i = 0; i < 3; i++)
        before.push(await paidOrder(server, { email: `before-${i}@example.com`, photo }))
      // Their e-mails kept in the Outbox, with the tax invoices attached as files (DATA_DIR/outbox).
      await server.runAllJobs()

      // Two customers keep ordering (and paying, which rewrites the invoice) during the whole backup.
      let writing = true
      let during = 0
      const writers = [0, 1].map(async (writer) => {
        for (let n = 0; writing; n++) {
          await paidOrder(server, {
            email: `during-${writer}-${n}@example.com`,
            photo: n % 2 ? photo : undefined,
          })
          during++
        }
      })
      await new Promise((resolve) => setTimeout(resolve, 300))
      const target = path.join(work, 'backups', 'while-writing.db')
      const orderedBeforeBackup = during
      const started = performance.now()
      const backup = await npm(['backup', '--', target])
      const seconds = (performance.now() - started) / 1000
      const orderedDuringBackup = during - orderedBeforeBackup
      writing = false
      await Promise.all(writers)
      expect(backup.code, backup.stderr).toBe(0)
      console.log(
        `npm run backup took ${seconds.toFixed(1)}s while ${orderedDuringBackup} orders were placed:\n${backup.stdout}`,
      )
      expect(orderedDuringBackup).toBeGreaterThan(0)
      expect(backup.stdout).toMatch(
        /while-writing\.db {2}the database, [\d.]+ [KM]B, integrity ok, \d+ migrations/,
      )
      expect(backup.stdout).toContain('while-writing.files/')

      const copy = await inspect(target)
      expect(copy.integrity).toEqual(['ok'])
      expect(copy.foreignKeyProblems).toEqual([])
      expect(copy.incompleteInvoices).toEqual([])
      expect(copy.incompleteOrders).toEqual([])
      for (const order of before)
        expect(copy.orders).toContainEqual({ reference: order.reference, status: '10', invoice: 'paid' })
      expect(copy.invoices).toBeGreaterThanOrEqual(before.length + orderedBeforeBackup)
      expect(copy.storedFiles.length).toBeGreaterThanOrEqual(3)
      expect(
        copy.storedFiles.filter((stored) => stored.file.startsWith('outbox/')).length,
      ).toBeGreaterThanOrEqual(3)
      for (const stored of copy.storedFiles)
        expect(
          statSync(path.join(work, 'backups', 'while-writing.files', stored.file)).size,
          stored.file,
        ).toBe(stored.bytes)

      const refused = await npm(['restore', '--', target])
      expect(refused.code).toBe(1)
      expect(refused.stderr).toMatch(/The server is running on this data folder \(pid \d+/)
      expect((await server.api('/api/telemetry/ping')).status).toBe(200)

      const fresh = path.join(work, 'fresh')
      const freshEnv = { DATA_DIR: fresh, DATABASE_URL: `file:${path.join(fresh, 'restored.db')}` }
      const restored = await npm(['restore', '--', target], freshEnv)
      expect(restored.code, restored.stderr).toBe(0)
      expect(restored.stdout).toMatch(/Restored .*while-writing\.db \(integrity ok, \d+ migrations\)/)
      const product = await startServerProcess('tests/support/apiServer.ts', {
        ...freshEnv,
        LOG_LEVEL: 'warn',
      })
      try {
        for (const order of before) {
          const response = await fetch(`${product.url}/api/valuations/${order.valuationId}`, {
            headers: { authorization: `Bearer ${order.token}` },
          })
          expect(response.status).toBe(200)
          expect(await response.json()).toMatchObject({ Reference: order.reference })
          const files = await (
            await fetch(`${product.url}/api/valuations/${order.valuationId}/files`, {
              headers: { authorization: `Bearer ${order.token}` },
            })
          ).json()
          const original = await server.api(`/api/files/${files[0].FileId}/download`, { token: order.token })
          const copied = await fetch(`${product.url}/api/files/${files[0].FileId}/download`, {
            headers: { authorization: `Bearer ${order.token}` },
          })
          expect(copied.status).toBe(200)
          expect(Buffer.from(await copied.arrayBuffer())).toEqual(Buffer.from(await original.arrayBuffer()))
        }
      } finally {
        await product.stop()
      }

      writeFileSync(path.join(fresh, 'restored.db-wal'), 'stale')
      const again = await npm(['restore', '--', target], freshEnv)
      expect(again.code, again.stderr).toBe(0)
      const aside = readdirSync(fresh).find((name) => name.startsWith('before-restore-'))!
      expect(readdirSync(path.join(fresh, aside))).toEqual(
        expect.arrayContaining(['restored.db', 'restored.db-wal', 'files']),
      )
      expect(existsSync(path.join(fresh, 'restored.db-wal'))).toBe(false)
      expect((await inspect(path.join(fresh, 'restored.db'))).integrity).toEqual(['ok'])
    },
  )

  it('when the file is not a backup of ours, then restore refuses and leaves the database as it was', async () => {
    const target = path.join(work, 'other')
    mkdirSync(target, { recursive: true })
    const variables = { DATA_DIR: target, DATABASE_URL: `file:${path.join(target, 'app.db')}` }
    writeFileSync(path.join(target, 'notes.db'), 'just some text, not a database at all')
    const text = await npm(['restore', '--', path.join(target, 'notes.db')], variables)
    expect(text.code).toBe(1)
    expect(text.stderr).toContain('is not a SQLite database')

    const foreign = createClient({ url: `file:${path.join(target, 'foreign.db')}` })
    await foreign.execute('CREATE TABLE things (id integer)')
    foreign.close()
    const other = await npm(['restore', '--', path.join(target, 'foreign.db')], variables)
    expect(other.code).toBe(1)
    expect(other.stderr).toContain('not ValueDesk')
    expect(readdirSync(target).sort()).toEqual(['foreign.db', 'notes.db'])
  })

  it('when DATABASE_URL is PostgreSQL or MongoDB, then backup refuses and names the right tool', async () => {
    const postgres = await npm(['backup'], { DATABASE_URL: 'postgres://valuedesk@127.0.0.1:1/valuedesk' })
    expect(postgres.code).toBe(1)
    expect(postgres.stderr).toContain('pg_dump')
    const mongo = await npm(['restore', '--', 'x.db'], { DATABASE_URL: 'mongodb://127.0.0.1:1/valuedesk' })
    expect(mongo.code).toBe(1)
    expect(mongo.stderr).toContain('mongorestore')
  })

  it('when a document fails halfway through being written, then none of it is kept (one transaction per write)', async () => {
    const customer = (await server.payload.find({ collection: 'users', limit: 1, overrideAccess: true }))
      .docs[0]!
    // Straight to the database adapter, past validation: the invoice row is fine, its line is not
    // (description is required).
    const write = server.payload.db.create({
      collection: 'invoices',
      data: {
        number: 'INV-HALFWAY',
        status: 'unpaid',
        totalCents: 100,
        gstCents: 9,
        customer: customer.id,
        lines: [{ description: null, quantity: 1, unitCents: 100, totalCents: 100 }],
      },
    })
    await expect(write).rejects.toThrow()
    expect(
      (
        await server.payload.count({
          collection: 'invoices',
          where: { number: { equals: 'INV-HALFWAY' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('when the server has started (its seed written without a flush per document), then every write waits for the disk again', async () => {
    const client = (
      server.payload.db as unknown as { client: { execute: (sql: string) => Promise<{ rows: unknown[][] }> } }
    ).client
    expect((await client.execute('PRAGMA synchronous')).rows[0]![0]).toBe(2) // FULL
  })
})
