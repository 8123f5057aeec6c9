import type { Payload } from 'payload'

/** How long a successful round trip to the database answers for: a health check polled often reads it once a second. */
export const REACHABLE_FOR_MS = 1_000

/**
 * Whether the database answered a query within the last second. Pings in between share the last answer, and
 * pings arriving while a query is on its way wait for that one, so a load balancer's (or an attacker's) flood of
 * pings costs the database one query a second. A failed query is never remembered: the next ping asks again.
 */
export function reachabilityCheck(payload: Payload, forMs = REACHABLE_FOR_MS): () => Promise<void> {
  let answeredAt = -Infinity
  let asking: Promise<void> | undefined
  return async () => {
    if (performance.now() - answeredAt < forMs) return
    asking ??= payload
      .count({ collection: 'users', overrideAccess: true })
      .then(() => void (answeredAt = performance.now()))
      .finally(() => (asking = undefined))
    await asking
  }
}

const checks = new WeakMap<Payload, () => Promise<void>>()

/** Resolves when the database has answered within the last second (one check per Payload); throws when it cannot. */
export function databaseReachable(payload: Payload): Promise<void> {
  let check = checks.get(payload)
  if (!check) checks.set(payload, (check = reachabilityCheck(payload)))
  return check()
}
