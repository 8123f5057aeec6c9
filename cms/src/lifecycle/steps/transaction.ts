import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import type { User } from '../../payload-types.ts'

/** The guard on the lifecycle’s fields lets writes with this flag through. */
export const LIFECYCLE = 'lifecycle'

export async function lifecycleRequest(payload: Payload, user: User | null): Promise<PayloadRequest> {
  const req = await createLocalReq({ user: user ? { ...user, collection: 'users' } : undefined }, payload)
  req.context[LIFECYCLE] = true
  return req
}

/** The verb has checked who may, so Payload’s access is not asked again. */
export const writeAs = (req: PayloadRequest) => ({ req, overrideAccess: true, depth: 0 }) as const

const RELEASES = 'lifecycleReleases'
const lockQueues = new Map<string, Promise<void>>()

/** Two verbs appending to one history at once would each lose the other’s line (PostgreSQL: FOR UPDATE too). */
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
  // The collection is ours, never input.
  if (Number.isInteger(Number(id)))
    await inPostgresTransaction(req, `SELECT 1 FROM "${collection}" WHERE id = ${Number(id)} FOR UPDATE`)
}

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

/** An advisory lock held across processes until the transaction ends; false where there is none (SQLite, MongoDB). */
export const holdAcrossProcesses = (req: PayloadRequest, lock: number) =>
  inPostgresTransaction(req, `SELECT pg_advisory_xact_lock(${Math.trunc(lock)})`)

/** Without transactions (standalone MongoDB) each write is still atomic on its own. */
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
