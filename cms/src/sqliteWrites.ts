import { AsyncLocalStorage } from 'node:async_hooks'
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

import { patchAdapter } from './patchAdapter.ts'

/** Each adapter write is all or nothing in a SAVEPOINT, with group commit: one flush for many writes. */
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

export class TransactionLost extends Error {
  constructor(cause: unknown) {
    super('The database transaction holding this write was rolled back; nothing of it was kept', { cause })
  }
}

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
        // Between two transactions the event loop gets its turn, or requests wait until the queue runs dry.
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
        // With Payload's transactions off, req.transactionID is a promise of null, not an id.
        const transactionID = writeArgs?.req?.transactionID
        if (inWrite.getStore() || typeof transactionID === 'string' || typeof transactionID === 'number')
          return original.call(this, writeArgs)
        // The adapter's client exists once it has connected, after this patch is applied.
        queue ??= groupCommitter((this as unknown as { client: Executes }).client)
        return queue(() => inWrite.run(true, () => original.call(this, writeArgs)))
      }
    }
  })
