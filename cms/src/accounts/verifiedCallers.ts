import type { User } from '../payload-types.ts'
import { pageCache } from '../cache/pageCache.ts'

/** How long a verified caller is believed without asking the database again. */
export const VERIFIED_CALLER_MS = 30_000
/** Callers kept at most (the least recently verified go first). */
const MAX_CALLERS = 10_000

/** The tag a change of user `id` is broadcast under (to every process, as content purges are). */
export const callerTag = (id: number | string) => `users:${id}`

/** When a JWT says it expires, in ms since the epoch; undefined when the token is not a readable JWT. */
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

type Entry = { user: User; until: number }

/**
 * Callers whose credentials (a session's token, with what the cookie check reads) were verified in the last
 * 30 seconds, with who they are: a call with the same credentials skips reading its user and session again.
 * A caller is dropped at once, in every process, when the user changes in any way (roles, password, e-mail,
 * firm), is deleted or logs out (accounts/callerChanges.ts broadcasts it), and never outlives its token.
 */
export class VerifiedCallers {
  private readonly entries = new Map<string, Entry>()
  private readonly keysOfUser = new Map<string, Set<string>>()

  get(credentials: string, now = Date.now()): User | undefined {
    const entry = this.entries.get(credentials)
    if (!entry) return undefined
    if (entry.until <= now) {
      this.entries.delete(credentials)
      return undefined
    }
    // A copy: a request may mark its user (Payload sets _strategy, collection) without touching the others'.
    return { ...entry.user }
  }

  /** Believes `user` for these credentials until `expiresAt` (the token's) or 30 s from now, whichever is sooner. */
  set(credentials: string, user: User, expiresAt = Infinity, now = Date.now()): void {
    const until = Math.min(now + VERIFIED_CALLER_MS, expiresAt)
    if (until <= now) return
    if (this.entries.size >= MAX_CALLERS) this.forget(this.entries.keys().next().value!)
    this.entries.set(credentials, { user: { ...user }, until })
    const id = String(user.id)
    const keys = this.keysOfUser.get(id) ?? new Set()
    keys.add(credentials)
    this.keysOfUser.set(id, keys)
  }

  /** Forgets every verified session of user `id`: their next call is checked against the database. */
  dropUser(id: number | string): void {
    for (const key of this.keysOfUser.get(String(id)) ?? []) this.entries.delete(key)
    this.keysOfUser.delete(String(id))
  }

  private forget(credentials: string): void {
    const entry = this.entries.get(credentials)
    this.entries.delete(credentials)
    if (entry) this.keysOfUser.get(String(entry.user.id))?.delete(credentials)
  }

  get size(): number {
    return this.entries.size
  }
}

/** The process's one cache of verified callers, dropping a user when a change to it is broadcast. */
export const verifiedCallers = new VerifiedCallers()
pageCache.follow((tags) => {
  for (const tag of tags) if (tag.startsWith('users:')) verifiedCallers.dropUser(tag.slice('users:'.length))
})
