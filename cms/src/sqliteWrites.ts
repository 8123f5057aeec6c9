import { AsyncLocalStorage } from 'node:async_hooks'
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

import { patchAdapter } from './patchAdapter.ts'

/**
 * Payload's SQLite adapter writes one document as several statements (the row, then its arrays,
 * relationships and selects; an update deletes and re-inserts the arrays), each committed on its own,
 * because Payload's transactions are off for SQLite. Another connection — `npm run backup`, a crash
 * recovery — could then see an invoice without its lines. This makes each write of the adapter all or
 * nothing: writes run one at a time on the adapter's connection, each in a SAVEPOINT of a transaction.
 *
 * Group commit: the writes waiting when a transaction begins, and those that arrive while it runs (up to
 * `maxWrites`, for at most `maxMs`), share its `BEGIN IMMEDIATE … COMMIT`, so many concurrent writes cost
 * one flush to disk (synchronous=FULL) rather than one each. A write is answered only once its
 * transaction has committed, so an answered write is on disk; a write that fails is rolled back to its
 * savepoint alone and its caller gets the error, while the others commit. If the transaction itself is
 * lost (the COMMIT fails, or SQLite rolled everything back), every write of it is refused.
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

/** At most this many writes share one commit… */
const maxWrites = 32
/** …and a transaction stops taking new writes once it has run this long, so the first is not held long. */
const maxMs = 20

type Executes = { execute: (sql: string) => Promise<unknown> }
type Write = (this: BaseDatabaseAdapter, args: { req?: { transactionID?: unknown } }) => Promise<unknown>
type Waiting = {
  work: () => Promise<unknown>
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown }

/** Thrown to the writes of a transaction that was lost as a whole, with the cause. */
export class TransactionLost extends Error {
  constructor(cause: unknown) {
    super('The database transaction holding this write was rolled back; nothing of it was kept', { cause })
  }
}

/**
 * Runs `work`s one at a time on `client`, grouped into transactions as described above. Returns the function
 * that queues one and resolves with its result once committed.
 */
export function groupCommitter(client: Executes, limits = { maxWrites, maxMs }) {
  const waiting: Waiting[] = []
  let running = false

  async function runTransaction() {
    const began = performance.now()
    const batch: { write: Waiting; outcome: Outcome }[] = []
    try {
      await client.execute('BEGIN IMMEDIATE')
    } catch (error) {
      // Not begun (the database is busy past its timeout, or unwritable): the first write is refused.
      waiting.shift()!.reject(error)
      return
    }
    let lost: unknown
    while (waiting.length && batch.length < limits.maxWrites && performance.now() - began < limits.maxMs) {
      const write = waiting.shift()!
      await client.execute('SAVEPOINT write')
      try {
        const value = await write.work()
        await client.execute('RELEASE write')
        batch.push({ write, outcome: { ok: true, value } })
      } catch (error) {
        batch.push({ write, outcome: { ok: false, error } })
        try {
          await client.execute('ROLLBACK TO write')
          await client.execute('RELEASE write')
        } catch (rollbackError) {
          // SQLite ended the whole transaction itself (a full disk, an I/O error): nothing of it is kept.
          lost = rollbackError
          break
        }
      }
    }
    if (lost === undefined)
      await client.execute('COMMIT').catch((error: unknown) => {
        lost = error
      })
    if (lost !== undefined) await client.execute('ROLLBACK').catch(() => undefined) // may be gone already
    for (const { write, outcome } of batch)
      if (lost !== undefined) write.reject(outcome.ok ? new TransactionLost(lost) : outcome.error)
      else if (outcome.ok) write.resolve(outcome.value)
      else write.reject(outcome.error)
  }

  async function drain() {
    running = true
    try {
      while (waiting.length) {
        await runTransaction()
        // libsql answers at once, so the writes queued meanwhile would otherwise follow in one unbroken chain of
        // promise callbacks, and no request could be read, answered or even accepted until the queue ran dry
        // (seconds under load). Between two transactions the event loop gets its turn.
        await new Promise((resolve) => setImmediate(resolve))
      }
    } finally {
      running = false
    }
  }

  return (work: () => Promise<unknown>) =>
    new Promise<unknown>((resolve, reject) => {
      waiting.push({ work, resolve, reject })
      if (!running) void drain()
    })
}

export const oneTransactionPerWrite = <T extends BaseDatabaseAdapter>(adapterObj: DatabaseAdapterObj<T>) =>
  patchAdapter(adapterObj, (adapter) => {
    const inWrite = new AsyncLocalStorage<true>()
    const methods = adapter as unknown as Record<(typeof writeMethods)[number], Write>
    let queue: ((work: () => Promise<unknown>) => Promise<unknown>) | undefined
    for (const name of writeMethods) {
      const original = methods[name]
      if (typeof original !== 'function') continue
      methods[name] = function (this: BaseDatabaseAdapter, writeArgs) {
        // Nested (upsert → updateOne) or inside a transaction Payload opened itself: already covered.
        // (With Payload's transactions off, req.transactionID is a promise of null, not an id.)
        const transactionID = writeArgs?.req?.transactionID
        if (inWrite.getStore() || typeof transactionID === 'string' || typeof transactionID === 'number')
          return original.call(this, writeArgs)
        // The adapter's client exists once it has connected, after this patch is applied.
        queue ??= groupCommitter((this as unknown as { client: Executes }).client)
        return queue(() => inWrite.run(true, () => original.call(this, writeArgs)))
      }
    }
  })
