import type { RequestHandler } from 'express'
import { executeAuthStrategies, type Payload } from 'payload'

import { callerStands, checkRole, jwtExpiry, verifiedCallers, type User } from '@valuedesk/cms'

import { AppError } from '@valuedesk/domain'
import type { RouteAccess } from './route.ts'

function sessionToken(payload: Payload, authorization: string | undefined, cookie: string | undefined) {
  const bearer = authorization && /^(?:Bearer|JWT)\s+(\S+)$/i.exec(authorization)?.[1]
  if (bearer) return bearer
  const name = `${payload.config.cookiePrefix}-token=`
  return cookie
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(name))
    ?.slice(name.length)
}

/** Callers verified in the last 30 s skip Payload's strategies; one indexed count sees a logout. */
export const authenticate =
  (payload: Payload): RequestHandler =>
  async (req, res, next) => {
    const { authorization, cookie } = req.headers
    if (!authorization && !cookie) {
      res.locals.user = null
      return next()
    }
    const origin = req.headers.origin
    const fetchSite = req.headers['sec-fetch-site']
    // Everything Payload's strategies read decides who the caller is, so all of it is the key.
    const credentials = [authorization, cookie, origin, fetchSite].join('\n')
    const known = verifiedCallers.get(credentials)
    if (known) {
      if (await callerStands(payload, known)) {
        res.locals.user = known
        return next()
      }
      verifiedCallers.forget(credentials)
    }
    const headers = new Headers()
    if (authorization) headers.set('authorization', authorization)
    if (cookie) headers.set('cookie', cookie)
    if (typeof origin === 'string') headers.set('origin', origin)
    if (typeof fetchSite === 'string') headers.set('sec-fetch-site', fetchSite)
    // Not payload.auth(): it also works out permissions on every collection, costlier than most calls.
    const { user } = await executeAuthStrategies({ headers, payload, canSetHeaders: false })
    if (user) {
      const token = sessionToken(payload, authorization, cookie)
      verifiedCallers.set(credentials, user as User, token ? jwtExpiry(token) : undefined)
    }
    res.locals.user = user ?? null
    next()
  }

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

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
