import type { RequestHandler } from 'express'
import { executeAuthStrategies, type Payload } from 'payload'

import { checkRole, type User } from '@valuedesk/cms'

import { AppError } from '@valuedesk/domain'
import type { RouteAccess } from './route.ts'

/**
 * Resolves the caller from a bearer token or Payload's session cookie (Payload checks the
 * cookie's origin against its CSRF list). No credentials means anonymous, not an error.
 */
export const authenticate =
  (payload: Payload): RequestHandler =>
  async (req, res, next) => {
    const headers = new Headers()
    if (req.headers.authorization) headers.set('authorization', req.headers.authorization)
    if (req.headers.cookie) headers.set('cookie', req.headers.cookie)
    for (const name of ['origin', 'sec-fetch-site'] as const) {
      const value = req.headers[name]
      if (typeof value === 'string') headers.set(name, value)
    }
    // Payload's strategies only (token or cookie → user): payload.auth() would also work out the
    // caller's permissions on every collection, which costs more than most calls themselves.
    const { user } =
      headers.has('authorization') || headers.has('cookie')
        ? await executeAuthStrategies({ headers, payload, canSetHeaders: false })
        : { user: null }
    res.locals.user = user ?? null
    next()
  }

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Refuses a call its caller may not make: 401 without credentials (the spec's message for writes), 403
 * without the role.
 */
export const requireAccess =
  (access: RouteAccess): RequestHandler =>
  (req, res, next) => {
    if (access === 'anonymous') return next()
    const user = res.locals.user as User | null
    if (!user)
      throw AppError.unauthorized(
        writeMethods.has(req.method) ? 'No credential available' : 'No credentials available',
      )
    if (access === 'admin' && !checkRole(['admin'], user))
      throw AppError.forbidden('This call needs the admin role.')
    next()
  }
