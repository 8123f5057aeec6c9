import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { sqliteClient } from './sqliteClient.ts'
import { groupCommitter, TransactionLost } from './sqliteWrites.ts'

const folders: string[] = []
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })))

/** A real SQLite file with an orders table, and every statement the committer sends, in order. */
async function database() {
  const folder = mkdtempSync(path.join(tmpdir(), 'sqlite-writes-'))
  folders.push(folder)
  const db = sqliteClient(`file:${path.join(folder, 'test.db')}`, {
    busyTimeoutMs: 1000,
    synchronous: 'FULL',
  })
  await db.execute('CREATE TABLE orders (id INTEGER PRIMARY KEY, reference TEXT NOT NULL UNIQUE)')
  const sent: string[] = []
  const client = {
    execute: (sql: string) => {
      sent.push(sql)
      return db.execute(sql)
    },
  }
  const insert = (reference: string | null) => () =>
    db.execute({ sql: 'INSERT INTO orders (reference) VALUES (?)', args: [reference] })
  const references = async () =>
    (await db.execute('SELECT reference FROM orders ORDER BY id')).rows.map((row) => row.reference)
  return { client, sent, insert, references }
}

describe('SQLite writes commit in groups', () => {
  it('when many writes arrive at once, then they share one commit and all are kept', async () => {
    const { client, sent, insert, references } = await database()
    const write = groupCommitter(client)
    await Promise.all(Array.from({ length: 10 }, (_, n) => write(insert(`VD-${n}`))))
    expect(sent.filter((sql) => sql === 'COMMIT')).toHaveLength(1)
    expect(await references()).toEqual(Array.from({ length: 10 }, (_, n) => `VD-${n}`))
  })

  it('when a write is answered, then its transaction has already committed', async () => {
    const { client, sent, insert } = await database()
    const write = groupCommitter(client)
    const answeredAfter: number[] = []
    await Promise.all(
      ['A', 'B', 'C'].map((reference) =>
        write(insert(reference)).then(() => answeredAfter.push(sent.length)),
      ),
    )
    const committedAt = sent.lastIndexOf('COMMIT') + 1
    expect(answeredAfter.every((count) => count >= committedAt)).toBe(true)
  })

  it('when one write of a group fails, then only it is rolled back: its caller gets the error, the others are kept', async () => {
    const { client, insert, references } = await database()
    const write = groupCommitter(client)
    const results = await Promise.allSettled([
      write(insert('VD-1')),
      write(insert(null)), // NOT NULL
      write(insert('VD-1')), // UNIQUE
      write(insert('VD-2')),
    ])
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled'])
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/NOT NULL/)
    expect(await references()).toEqual(['VD-1', 'VD-2'])
  })

  it('when the transaction is lost as a whole, then every write of it is refused and none is kept; the next group works', async () => {
    const { client, insert, references } = await database()
    const write = groupCommitter(client)
    const results = await Promise.allSettled([
      write(insert('VD-1')),
      // Ends the shared transaction from inside, as SQLite does on a full disk or an I/O error.
      write(async () => {
        await client.execute('ROLLBACK')
        throw new Error('disk I/O error')
      }),
      write(insert('VD-3')),
    ])
    expect(results[0]).toMatchObject({ status: 'rejected', reason: expect.any(TransactionLost) })
    expect(results[1]).toMatchObject({ status: 'rejected', reason: new Error('disk I/O error') })
    // The third was never run in the lost transaction: it runs in the next one.
    expect(results[2]!.status).toBe('fulfilled')
    expect(await references()).toEqual(['VD-3'])
  })

  it('when writes keep coming, then a group stops taking them at its limit and commits', async () => {
    const { client, sent, insert, references } = await database()
    const write = groupCommitter(client, { maxWrites: 4, maxMs: 1000 })
    await Promise.all(Array.from({ length: 10 }, (_, n) => write(insert(`VD-${n}`))))
    expect(sent.filter((sql) => sql === 'COMMIT')).toHaveLength(3)
    expect(await references()).toHaveLength(10)
  })

  it('when a long queue of writes drains, then the event loop gets a turn between two transactions (requests are read meanwhile)', async () => {
    const { client, sent, insert } = await database()
    const write = groupCommitter(client, { maxWrites: 4, maxMs: 1000 })
    const writes = Promise.all(Array.from({ length: 40 }, (_, n) => write(insert(`VD-${n}`))))
    const commitsSeenByTheEventLoop = await new Promise<number>((resolve) =>
      setImmediate(() => resolve(sent.filter((sql) => sql === 'COMMIT').length)),
    )
    await writes
    expect(sent.filter((sql) => sql === 'COMMIT')).toHaveLength(10)
    expect(commitsSeenByTheEventLoop).toBeLessThan(10)
  })
})
