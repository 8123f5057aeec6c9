import type { Payload } from 'payload'

/** How long a successful round trip to the database answers for: a health check polled often reads it once a second. */
export const REACHABLE_FOR_MS = 1_000

/** Pings share one query a second, so a flood of them costs the database little. */
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

export function databaseReachable(payload: Payload): Promise<void> {
  let check = checks.get(payload)
  if (!check) checks.set(payload, (check = reachabilityCheck(payload)))
  return check()
}
