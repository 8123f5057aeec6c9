import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { sqliteClient } from './sqliteClient.ts'

const folders: string[] = []
function client(synchronous: 'FULL' | 'NORMAL' = 'FULL') {
  const folder = mkdtempSync(path.join(tmpdir(), 'sqlite-client-'))
  folders.push(folder)
  return sqliteClient(`file:${path.join(folder, 'test.db')}`, { busyTimeoutMs: 1234, synchronous })
}
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })))

describe('the SQLite connection keeps its prepared statements', () => {
  it('when the same statements run again and again with other values, then each answer is its own', async () => {
    const db = client()
    await db.execute('CREATE TABLE orders (id INTEGER PRIMARY KEY, reference TEXT NOT NULL)')
    for (let n = 1; n <= 50; n++) {
      const inserted = await db.execute({
        sql: 'INSERT INTO orders (reference) VALUES (?)',
        args: [`VD-${n}`],
      })
      expect(Number(inserted.lastInsertRowid)).toBe(n)
    }
    for (const n of [7, 42, 1]) {
      const { rows } = await db.execute({ sql: 'SELECT reference FROM orders WHERE id = ?', args: [n] })
      expect(rows.map((row) => row.reference)).toEqual([`VD-${n}`])
    }
    const { rows } = await db.execute({ sql: 'SELECT count(*) AS n FROM orders WHERE id > ?', args: [45] })
    expect(rows[0]!.n).toBe(5)
    const failed = await db
      .execute({ sql: 'INSERT INTO orders (reference) VALUES (?)', args: [null] })
      .catch((error: Error) => error)
    expect(failed).toBeInstanceOf(Error)
    expect(
      (await db.execute({ sql: 'SELECT count(*) AS n FROM orders WHERE id > ?', args: [0] })).rows[0]!.n,
    ).toBe(50)
  })

  it('when a migration changes a table, then a statement prepared before it answers with the new columns', async () => {
    const db = client()
    await db.execute('CREATE TABLE pages (id INTEGER PRIMARY KEY, title TEXT)')
    await db.execute({ sql: 'INSERT INTO pages (title) VALUES (?)', args: ['Pricing'] })
    expect((await db.execute('SELECT * FROM pages')).columns).toEqual(['id', 'title'])
    await db.executeMultiple("ALTER TABLE pages ADD COLUMN slug TEXT DEFAULT 'pricing';")
    expect((await db.execute('SELECT * FROM pages')).columns).toEqual(['id', 'title', 'slug'])
    await db.execute('ALTER TABLE pages ADD COLUMN status TEXT')
    expect((await db.execute('SELECT * FROM pages')).rows[0]).toMatchObject({
      title: 'Pricing',
      slug: 'pricing',
      status: null,
    })
  })

  it('when it opens, then it is in WAL mode with the busy timeout and durability asked for', async () => {
    for (const [synchronous, level] of [
      ['FULL', 2],
      ['NORMAL', 1],
    ] as const) {
      const db = client(synchronous)
      expect((await db.execute('PRAGMA journal_mode')).rows[0]![0]).toBe('wal')
      expect((await db.execute('PRAGMA busy_timeout')).rows[0]![0]).toBe(1234)
      expect((await db.execute('PRAGMA synchronous')).rows[0]![0]).toBe(level)
    }
  })
})
