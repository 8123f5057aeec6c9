import { Router, type RequestHandler } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'

import { env } from '@valuedesk/cms'

import { requireAccess } from './authenticate.ts'
import { rateLimit } from './rateLimit.ts'
import type { Route } from './route.ts'
import { leaveLiteralPaths, methodNotAllowed } from './routePaths.ts'
import { knownQuery, validate } from './validate.ts'

/** Thrown where results are checked, so tests see a 500 and the log says why. */
export class ResponseDrift extends Error {
  constructor(route: Route, error: z.ZodError) {
    super(
      `${route.method.toUpperCase()} /api${route.path} answered a body its response schema refuses:\n${z.prettifyError(error)}`,
    )
    this.name = 'ResponseDrift'
  }
}

/** Responses are checked in tests and development only: in production a doc slip would be a 500. */
export function mountRoutes(
  routes: readonly Route[],
  payload: Payload,
  { checkResponses = env.NODE_ENV !== 'production' } = {},
): Router {
  // One router per first path segment: a call is matched against the few routes that share it.
  const bySegment = new Map<string, Router>()
  for (const route of routes) {
    const guard = leaveLiteralPaths(routes, route)
    const steps: RequestHandler[] = [
      ...(guard ? [guard] : []),
      ...(route.rateLimit
        ? [
            rateLimit(`${route.method.toUpperCase()} /api${route.path}`, route.rateLimit, {
              scale: env.RATE_LIMIT_MULTIPLIER,
              payload,
            }),
          ]
        : []),
      requireAccess(route.access),
    ]
    if (route.params) steps.push(validate('params', route.params))
    steps.push(knownQuery(route.query))
    if (route.query) steps.push(validate('query', route.query))
    if (route.body) steps.push(validate('body', route.body))
    steps.push(async (req, res) => {
      const input = res.locals.input ?? {}
      const result = await route.handler({ ...input, user: res.locals.user ?? null, payload, req, res })
      if (res.headersSent) return
      if (result === undefined || result === null) return void res.status(204).end()
      if (checkResponses && route.response) {
        const checked = route.response.safeParse(result)
        if (!checked.success) throw new ResponseDrift(route, checked.error)
      }
      res.status(route.successStatus ?? 200).json(result)
    })
    const segment = firstSegment(route.path)
    if (!segment || segment.startsWith(':') || segment.includes('{'))
      throw new Error(`${route.path}: an API path starts with a literal segment`)
    const router = bySegment.get(segment) ?? Router()
    bySegment.set(segment, router)
    router[route.method](route.path, ...steps)
  }
  const router = Router()
  router.use((req, res, next) => {
    // OPTIONS is answered below from every route's methods, not by a segment's router.
    const routesOfSegment = req.method === 'OPTIONS' ? undefined : bySegment.get(firstSegment(req.path))
    if (routesOfSegment) routesOfSegment(req, res, next)
    else next()
  })
  router.use(methodNotAllowed(routes))
  return router
}

const firstSegment = (path: string) => (path.split('/', 2)[1] ?? '').toLowerCase()
