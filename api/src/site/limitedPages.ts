import type { RequestHandler } from 'express'

import { env } from '@valuedesk/cms'
import { AppError } from '@valuedesk/domain'

import { rateLimit, type RateLimit } from '../http/rateLimit.ts'

/** In this process's memory: a page view writes nothing, and a code carries 50 random bits. */
export function limitedPages(name: string, limit: Omit<RateLimit, 'perProcess'>): RequestHandler {
  const check = rateLimit(name, { ...limit, perProcess: true }, { scale: env.RATE_LIMIT_MULTIPLIER })
  return (req, res, next) => {
    try {
      check(req, res, next)
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      res
        .status(error.status)
        .type('html')
        .setHeader('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>Too many checks</title></head><body><p>${error.message}</p></body></html>`,
        )
    }
  }
}
