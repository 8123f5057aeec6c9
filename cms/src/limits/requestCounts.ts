import type { Payload, Where } from 'payload'

import { keyedHash } from './keyedHash.ts'

export type Allowance = { limit: number; windowSeconds: number }

/** The longest window any limit counts over: rows older than this count for nothing and are swept. */
export const LONGEST_WINDOW_SECONDS = 60 * 60
/** How often one process sweeps (whichever process gets there first does the work). */
const SWEEP_EVERY_MS = 60_000
let lastSweep = 0

export type Counted = { allowed: true } | { allowed: false; retryAfter: number }

const since = (now: number, windowSeconds: number) => new Date(now - windowSeconds * 1000).toISOString()

/** Insert first, count after, in the shared database: concurrent calls cannot all slip under. */
export async function countCall(
  payload: Payload,
  counter: string,
  subject: string,
  { limit, windowSeconds }: Allowance,
): Promise<Counted> {
  if (windowSeconds > LONGEST_WINDOW_SECONDS)
    throw new Error(`${counter}: a window longer than ${LONGEST_WINDOW_SECONDS} s would be swept early`)
  const now = Date.now()
  await sweep(payload, now)
  const key = keyedHash(payload, counter, subject)
  const row = await payload.db.create({
    collection: 'request-counts',
    data: { key, at: new Date(now).toISOString() },
  })
  const inWindow: Where = { key: { equals: key }, at: { greater_than: since(now, windowSeconds) } }
  const { totalDocs } = await payload.db.count({ collection: 'request-counts', where: inWindow })
  if (totalDocs <= limit) return { allowed: true }
  await payload.db.deleteOne({ collection: 'request-counts', where: { id: { equals: row.id } } })
  const { docs } = await payload.db.find<{ at: string }>({
    collection: 'request-counts',
    where: inWindow,
    sort: 'at',
    limit: 1,
    pagination: false,
  })
  const oldest = docs[0] ? Date.parse(docs[0].at) : now
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((oldest + windowSeconds * 1000 - now) / 1000)) }
}

export async function forgetCalls(payload: Payload, counter: string, subject: string): Promise<void> {
  await payload.db.deleteMany({
    collection: 'request-counts',
    where: { key: { equals: keyedHash(payload, counter, subject) } },
  })
}

async function sweep(payload: Payload, now: number) {
  if (now - lastSweep < SWEEP_EVERY_MS) return
  lastSweep = now
  await payload.db.deleteMany({
    collection: 'request-counts',
    where: { at: { less_than: since(now, LONGEST_WINDOW_SECONDS) } },
  })
}
