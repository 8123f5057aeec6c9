import type { Payload } from 'payload'

import type { User } from '../payload-types.ts'

/** How long a verified caller is kept in memory, each use checked against the database (`callerStands`). */
export const VERIFIED_CALLER_MS = 30_000
/** Callers kept at most (the least recently verified go first). */
const MAX_CALLERS = 10_000

export type Caller = User & { _sid?: string }

export function jwtExpiry(token: string): number | undefined {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown
    }
    return typeof claims.exp === 'number' ? claims.exp * 1000 : undefined
  } catch {
    return undefined
  }
}

type Entry = { user: Caller; until: number }

/** Skips Payload's verification (1.4–2.2 ms) for one indexed `callerStands` query. */
export class VerifiedCallers {
  private readonly entries = new Map<string, Entry>()

  get(credentials: string, now = Date.now()): Caller | undefined {
    const entry = this.entries.get(credentials)
    if (!entry) return undefined
    if (entry.until <= now) {
      this.entries.delete(credentials)
      return undefined
    }
    // A copy: a request may mark its user (Payload sets _strategy, collection) without touching the others'.
    return { ...entry.user }
  }

  set(credentials: string, user: Caller, expiresAt = Infinity, now = Date.now()): void {
    const until = Math.min(now + VERIFIED_CALLER_MS, expiresAt)
    if (until <= now || !user._sid) return
    if (this.entries.size >= MAX_CALLERS) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(credentials, { user: { ...user }, until })
  }

  /** Seen here at once even when `updatedAt` did not move (two writes in one millisecond). */
  forgetUser(id: number | string): void {
    for (const [credentials, entry] of this.entries)
      if (String(entry.user.id) === String(id)) this.entries.delete(credentials)
  }

  forget(credentials: string): void {
    this.entries.delete(credentials)
  }

  get size(): number {
    return this.entries.size
  }
}

export const verifiedCallers = new VerifiedCallers()

export async function callerStands(payload: Payload, caller: Caller): Promise<boolean> {
  // Without either, the query below would not narrow by it: nothing to check is not a caller to believe.
  if (!caller._sid || !caller.updatedAt) return false
  const { totalDocs } = await payload.db.count({
    collection: 'users',
    where: {
      id: { equals: caller.id },
      updatedAt: { equals: caller.updatedAt },
      'sessions.id': { equals: caller._sid },
    },
  })
  return totalDocs === 1
}
