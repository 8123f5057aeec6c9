import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import { countCall } from '@valuedesk/cms'
import { AppError } from '@valuedesk/domain'

import { clientAddress } from './caller.ts'

export type RateLimit = {
  limit: number
  windowSeconds: number
  /** In this process's memory only for lookups that write, send and test nothing (SECURITY.md lists them). */
  perProcess?: boolean
  /** Shared with the same guard at another door, so neither door is a way round the other. */
  counter?: string
}

const refusal = (name: string, wait: number) =>
  new AppError(
    429,
    'rate_limited',
    `Too many requests to ${name}; please wait ${wait} seconds and try again.`,
  )

/** Counted in the database every process shares, so behind a balancer a client gets the limit once. */
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
