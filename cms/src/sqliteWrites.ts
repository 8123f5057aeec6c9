import { AsyncLocalStorage } from 'node:async_hooks'
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

import { patchAdapter } from './patchAdapter.ts'

/**
 * Payload's SQLite adapter writes one document as several statements (the row, then its arrays,
 * relationships and selects; an update deletes and re-inserts the arrays), each committed on its own,
 * because Payload's transactions are off for SQLite. Another connection — `npm run backup`, a crash
 * recovery — could then see an invoice without its lines. This wraps each write of the adapter in one
 * `BEGIN IMMEDIATE … COMMIT` on the adapter's connection, so a document is written entirely or not at all.
 *
 * (Payload's own SQLite transactions are not used: libsql hands the transaction's connection over
 * and opens a fresh one for everything else, which then fails at once on the write lock.)
 */
const writeMethods = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const

type Executes = { execute: (sql: string) => Promise<unknown> }
type Write = (this: BaseDatabaseAdapter, args: { req?: { transactionID?: unknown } }) => Promise<unknown>

export const oneTransactionPerWrite = <T extends BaseDatabaseAdapter>(adapterObj: DatabaseAdapterObj<T>) =>
  patchAdapter(adapterObj, (adapter) => {
    const inWrite = new AsyncLocalStorage<true>()
    // One write at a time on the one connection: a second BEGIN would fail, and interleaved statements
    // would join the first's transaction.
    let queue: Promise<unknown> = Promise.resolve()
    const methods = adapter as unknown as Record<(typeof writeMethods)[number], Write>
    for (const name of writeMethods) {
      const original = methods[name]
      if (typeof original !== 'function') continue
      methods[name] = function (this: BaseDatabaseAdapter, writeArgs) {
        // Nested (upsert → updateOne) or inside a transaction Payload opened itself: already covered.
        // (With Payload's transactions off, req.transactionID is a promise of null, not an id.)
        const transactionID = writeArgs?.req?.transactionID
        if (inWrite.getStore() || typeof transactionID === 'string' || typeof transactionID === 'number')
          return original.call(this, writeArgs)
        const client = (this as unknown as { client: Executes }).client
        const run = async () => {
          await client.execute('BEGIN IMMEDIATE')
          try {
            const result = await inWrite.run(true, () => original.call(this, writeArgs))
            await client.execute('COMMIT')
            return result
          } catch (error) {
            await client.execute('ROLLBACK').catch(() => undefined) // SQLite may have rolled back already
            throw error
          }
        }
        const result = queue.then(run, run)
        queue = result.catch(() => undefined)
        return result
      }
    }
  })
