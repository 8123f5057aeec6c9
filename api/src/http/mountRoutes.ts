import { Router, type RequestHandler } from 'express'
import type { Payload } from 'payload'

import { env } from '@valuedesk/cms'

import { requireAccess } from './authenticate.ts'
import { rateLimit } from './rateLimit.ts'
import type { Route } from './route.ts'
import { validate } from './validate.ts'

/** Mounts routes on a router: rate limit, access check, then validation of params, query and body, then the handler. */
export function mountRoutes(routes: readonly Route[], payload: Payload): Router {
  const router = Router()
  for (const route of routes) {
    const steps: RequestHandler[] = [
      ...(route.rateLimit
        ? [
            rateLimit(
              `${route.method.toUpperCase()} /api${route.path}`,
              route.rateLimit,
              env.RATE_LIMIT_MULTIPLIER,
            ),
          ]
        : []),
      requireAccess(route.access),
    ]
    if (route.params) steps.push(validate('params', route.params))
    if (route.query) steps.push(validate('query', route.query))
    if (route.body) steps.push(validate('body', route.body))
    steps.push(async (req, res) => {
      const input = res.locals.input ?? {}
      const result = await route.handler({ ...input, user: res.locals.user ?? null, payload, req, res })
      if (res.headersSent) return
      if (result === undefined || result === null) res.status(204).end()
      else res.status(route.successStatus ?? 200).json(result)
    })
    router[route.method](route.path, ...steps)
  }
  return router
}
