import type { RequestHandler } from 'express'

import { AppError } from '@valuedesk/domain'

import { clientAddress } from './caller.ts'

/** At most `limit` calls per `windowSeconds` from one address, per call. */
export type RateLimit = { limit: number; windowSeconds: number }

/**
 * A fixed-window limit per client address and call, kept in this process's memory. Over the limit,
 * a 429 says when to try again (Retry-After). `scale` multiplies every limit (RATE_LIMIT_MULTIPLIER).
 * With several processes behind a balancer each keeps its own count: a client gets up to N times the
 * limit from N processes. Behind a balancer, TRUST_PROXY makes the address the client's, not the balancer's.
 */
export function rateLimit(name: string, { limit, windowSeconds }: RateLimit, scale = 1): RequestHandler {
  const windows = new Map<string, { count: number; resetAt: number }>()
  const sweep = setInterval(() => {
    const now = Date.now()
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key)
  }, windowSeconds * 1000)
  sweep.unref()
  const allowed = Math.max(1, Math.round(limit * scale))
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
    throw new AppError(
      429,
      'rate_limited',
      `Too many requests to ${name}; please wait ${wait} seconds and try again.`,
    )
  }
}
