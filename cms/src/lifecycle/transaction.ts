import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import type { User } from '../payload-types.ts'

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
  const owned = await initTransaction(req)
  try {
    const result = await work(req)
    if (owned) await commitTransaction(req)
    return result
  } catch (error) {
    if (owned) await killTransaction(req)
    throw error
  }
}
