import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import { checkRole, env } from '@valuedesk/cms'
import { AppError } from '@valuedesk/domain'

import { resetRequestLimit, signInLimit } from '../auth/auth.router.ts'
import { authenticate } from './authenticate.ts'
import { rateLimit } from './rateLimit.ts'

/**
 * Payload's own endpoints a signed-out person needs to become staff on /admin: sign in and out, who am I,
 * the first admin on a new installation, and the password reset its login screen offers.
 */
const signInFlow = new Set([
  'POST /cms-api/users/login',
  'POST /cms-api/users/logout',
  'GET /cms-api/users/me',
  'POST /cms-api/users/refresh-token',
  'GET /cms-api/users/init',
  'POST /cms-api/users/first-register',
  'POST /cms-api/users/forgot-password',
  'POST /cms-api/users/reset-password',
])

/** Payload endpoints no role but an admin's reaches, whatever the collection's access says. */
const adminsOnly = [/^\/cms-api\/users\/unlock\/?$/, /^\/cms-api\/payload-jobs(\/|$)/]

const refuse = (res: Parameters<RequestHandler>[1], status: 401 | 403, message: string) =>
  void res.status(status).json({ code: status === 401 ? 'unauthorized' : 'forbidden', message })

/**
 * The sign-in flow's guesses are limited as on /api (POST /api/auth/login and the reset request), in the same
 * counts: a client's guesses through both doors, in every process, add up to one limit, so neither door is a
 * way round the other's.
 */
const sameLimitsAsApi = (payload: Payload): Record<string, RequestHandler> => {
  const options = { scale: env.RATE_LIMIT_MULTIPLIER, payload }
  return {
    'POST /cms-api/users/login': rateLimit('POST /cms-api/users/login', signInLimit, options),
    'POST /cms-api/users/forgot-password': rateLimit(
      'POST /cms-api/users/forgot-password',
      resetRequestLimit,
      options,
    ),
  }
}

/**
 * One door for customers: `/cms-api` (REST, GraphQL, auth, versions, jobs, preferences) serves our staff's
 * screens only (admins, editors, valuers); customers and guests use `/api`. Whatever a collection's access
 * would allow, a customer's or a guest's call here is refused before Payload sees it.
 */
export function staffDoor(payload: Payload): RequestHandler {
  const identify = authenticate(payload)
  const limited = sameLimitsAsApi(payload)
  return (req, res, next) => {
    // Compared as Express and Payload route it: in any case (Payload matches its endpoints' paths so: a
    // `/cms-api/users/UNLOCK` is its unlock), without one trailing slash. Paths that are not canonical
    // otherwise (dot-segments, escapes) never get here (canonicalPath.ts).
    const path = req.path.toLowerCase().replace(/\/$/, '')
    if (!/^\/cms-api(\/|$)/.test(path)) return next()
    const call = `${req.method} ${path}`
    if (signInFlow.has(call)) {
      const limit = limited[call]
      if (!limit) return next()
      return void Promise.resolve(limit(req, res, next)).catch((error: unknown) => {
        if (!(error instanceof AppError)) return next(error)
        res.status(error.status).json({ code: error.code, message: error.message })
      })
    }
    return identify(req, res, () => {
      const user = res.locals.user
      if (!user) return refuse(res, 401, 'Sign in as staff in /admin; customers use /api.')
      if (!checkRole(['admin', 'editor', 'valuer'], user))
        return refuse(res, 403, 'This door is for our staff; customers use /api.')
      if (adminsOnly.some((pattern) => pattern.test(path)) && !checkRole(['admin'], user))
        return refuse(res, 403, 'Only admins do that.')
      next()
    })
  }
}
