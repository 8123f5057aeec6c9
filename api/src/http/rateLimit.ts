import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import { countCall } from '@valuedesk/cms'
import { AppError } from '@valuedesk/domain'

import { clientAddress } from './caller.ts'

/** At most `limit` calls per `windowSeconds` from one address, per call. */
export type RateLimit = {
  limit: number
  windowSeconds: number
  /**
   * Counted in this process's memory, not in the database every process shares: only for lookups that write
   * nothing, send nothing and test no secret, where a write per call would cost more than what N processes'
   * N-fold allowance lets through (SECURITY.md lists them).
   */
  perProcess?: boolean
  /**
   * The count this limit shares with the same guard at another door (signing in through /api and through
   * /cms-api is one count), so neither door is a way round the other's limit. Its own name otherwise.
   */
  counter?: string
}

const refusal = (name: string, wait: number) =>
  new AppError(
    429,
    'rate_limited',
    `Too many requests to ${name}; please wait ${wait} seconds and try again.`,
  )

/**
 * A limit per client address and call. Over it, a 429 says when to try again (Retry-After). `scale` multiplies
 * every limit (RATE_LIMIT_MULTIPLIER). Counted in the database every process shares (cms limits/requestCounts.ts),
 * so behind a balancer a client gets the limit once, whichever process answers; `perProcess` limits count in
 * this process's memory instead. Behind a balancer, TRUST_PROXY makes the address the client's, not the balancer's.
 */
export function rateLimit(
  name: string,
  { limit, windowSeconds, perProcess, counter = name }: RateLimit,
  { scale = 1, payload }: { scale?: number; payload?: Payload } = {},
): RequestHandler {
  const allowed = Math.max(1, Math.round(limit * scale))
  if (perProcess) return limitInMemory(name, allowed, windowSeconds)
  if (!payload) throw new Error(`${name}: a shared rate limit counts in the database, and needs Payload`)
  return async (req, res, next) => {
    const counted = await countCall(payload, counter, clientAddress(req), { limit: allowed, windowSeconds })
    if (counted.allowed) return next()
    res.setHeader('Retry-After', String(counted.retryAfter))
    throw refusal(name, counted.retryAfter)
  }
}

/** A fixed window per client address, in this process's memory: N processes let a client make N times `allowed`. */
function limitInMemory(name: string, allowed: number, windowSeconds: number): RequestHandler {
  const windows = new Map<string, { count: number; resetAt: number }>()
  const sweep = setInterval(() => {
    const now = Date.now()
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key)
  }, windowSeconds * 1000)
  sweep.unref()
  return (req, res, next) => {
    const now = Date.now()
    const key = clientAddress(req)
    const window = windows.get(key)
    if (!window || window.resetAt <= now) {
      windows.set(key, { count: 1, resetAt: now + windowSeconds * 1000 })
      return next()
    }
    window.count += 1
    if (window.count <= allowed) return next()
    const wait = Math.ceil((window.resetAt - now) / 1000)
    res.setHeader('Retry-After', String(wait))
    throw refusal(name, wait)
  }
}
