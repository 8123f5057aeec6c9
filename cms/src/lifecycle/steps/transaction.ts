import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import type { User } from '../../payload-types.ts'

/** Set on the request of every write a verb makes: the guard on the lifecycle's fields lets these through. */
export const LIFECYCLE = 'lifecycle'

/** A Local API request of the order lifecycle: its writes pass the guard, as `user` (null: the system). */
export async function lifecycleRequest(payload: Payload, user: User | null): Promise<PayloadRequest> {
  const req = await createLocalReq({ user: user ? { ...user, collection: 'users' } : undefined }, payload)
  req.context[LIFECYCLE] = true
  return req
}

/** Options for the Local API inside a verb: the verb has checked who may, so Payload's access is not asked again. */
export const writeAs = (req: PayloadRequest) => ({ req, overrideAccess: true, depth: 0 }) as const

/** Where a verb's request keeps what to release when its transaction ends (set only by `inTransaction`). */
const RELEASES = 'lifecycleReleases'
/** The last holder of each record's lock in this process, to queue behind. */
const lockQueues = new Map<string, Promise<void>>()

/**
 * Makes the rest of this verb the only one changing the record in this process until its transaction ends: a
 * verb reads the valuation, then writes it with a line appended to its history, and two at once (an e-mail's
 * outcome recorded while an admin assigns) would otherwise each write the history they read, losing the other's
 * line. SQLite serves one process; on PostgreSQL the row is also locked for the transaction (FOR UPDATE), so
 * other processes wait too.
 */
export async function lockRecord(req: PayloadRequest, collection: 'valuations', id: number | string) {
  const releases = req.context[RELEASES] as Map<string, () => void> | undefined
  if (!releases) throw new Error('lockRecord is used inside inTransaction only.')
  const key = `${collection}:${id}`
  if (releases.has(key)) return
  const previous = lockQueues.get(key) ?? Promise.resolve()
  let release!: () => void
  const mine = new Promise<void>((resolve) => (release = resolve))
  lockQueues.set(key, mine)
  releases.set(key, () => {
    if (lockQueues.get(key) === mine) lockQueues.delete(key)
    release()
  })
  await previous
  // Ids are numbers on PostgreSQL; the collection is one of ours, never input.
  if (Number.isInteger(Number(id)))
    await inPostgresTransaction(req, `SELECT 1 FROM "${collection}" WHERE id = ${Number(id)} FOR UPDATE`)
}

/** Runs `raw` in the request's PostgreSQL transaction; false, running nothing, on another database or outside one. */
async function inPostgresTransaction(req: PayloadRequest, raw: string): Promise<boolean> {
  const db = req.payload.db as unknown as {
    name?: string
    sessions?: Record<string, { db: unknown }>
    execute?: (args: { db: unknown; raw: string }) => Promise<unknown>
  }
  const session = req.transactionID ? db.sessions?.[String(await req.transactionID)] : undefined
  if (db.name !== 'postgres' || !session || !db.execute) return false
  await db.execute({ db: session.db, raw })
  return true
}

/**
 * On PostgreSQL, makes the rest of this verb's transaction the only one holding `lock` (a fixed number of ours) in
 * any process, until it commits or rolls back; returns whether it holds it (false on SQLite and MongoDB, where the
 * caller keeps to one process by other means).
 */
export const holdAcrossProcesses = (req: PayloadRequest, lock: number) =>
  inPostgresTransaction(req, `SELECT pg_advisory_xact_lock(${Math.trunc(lock)})`)

/**
 * Runs a verb's writes in one transaction: all of them happen, or none. The work is given the request to
 * pass to every Local API call (with `writeAs`). Where the database has no transactions (MongoDB on a
 * standalone server), each write is still atomic on its own.
 */
export async function inTransaction<T>(
  payload: Payload,
  user: User | null,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await lifecycleRequest(payload, user)
  const releases = new Map<string, () => void>()
  req.context[RELEASES] = releases
  const owned = await initTransaction(req)
  try {
    const result = await work(req)
    if (owned) await commitTransaction(req)
    return result
  } catch (error) {
    if (owned) await killTransaction(req)
    throw error
  } finally {
    for (const release of releases.values()) release()
  }
}
