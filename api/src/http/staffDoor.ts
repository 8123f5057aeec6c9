import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import { checkRole, env } from '@valuedesk/cms'
import { AppError } from '@valuedesk/domain'

import { resetRequestLimit, signInLimit } from '../auth/auth.router.ts'
import { authenticate } from './authenticate.ts'
import { rateLimit } from './rateLimit.ts'

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

/** A client's guesses through both doors add up to one limit, so neither door is a way round the other's. */
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

/** A customer's or a guest's call is refused here whatever a collection's access would allow. */
export function staffDoor(payload: Payload): RequestHandler {
  const identify = authenticate(payload)
  const limited = sameLimitsAsApi(payload)
  return (req, res, next) => {
    // Lower case, as Payload matches endpoints (`/cms-api/users/UNLOCK` is its unlock).
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
