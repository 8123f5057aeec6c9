import type { RequestHandler } from 'express'
import { match } from 'path-to-regexp'

import { AppError } from '@valuedesk/domain'
import type { Route } from './route.ts'

/** Whether a request path matches a route's path as Express's router matches it (any case, trailing slash allowed). */
export const pathMatcher = (path: string) => {
  const matches = match(path, { decode: false, sensitive: false, trailing: true, end: true })
  return (requestPath: string) => Boolean(matches(requestPath))
}

export const examplePaths = (path: string) =>
  [path.replace(/\{\/:\w+\}/g, '/1'), path.replace(/\{\/:\w+\}/g, '')].map((example) =>
    example.replace(/:\w+/g, '1'),
  )

/** PATCH /contacts/email is not PATCH /contacts/:id with the id "email". */
export function literalPathsWithin(routes: readonly Route[], path: string): string[] {
  const matches = pathMatcher(path)
  return [...new Set(routes.map((route) => route.path))].filter(
    (other) => other !== path && examplePaths(other).some(matches),
  )
}

export function leaveLiteralPaths(routes: readonly Route[], route: Route): RequestHandler | undefined {
  const literal = literalPathsWithin(routes, route.path).map(pathMatcher)
  if (!literal.length) return undefined
  return (req, _res, next) => (literal.some((matches) => matches(req.path)) ? next('route') : next())
}

/** HEAD wherever GET is, as Express serves it. */
export function allowedMethods(routes: readonly Route[]) {
  const entries = routes.map((route) => ({
    route,
    matches: pathMatcher(route.path),
    within: literalPathsWithin(routes, route.path).map(pathMatcher),
  }))
  return (requestPath: string) => {
    const methods = new Set<string>()
    for (const { route, matches, within } of entries)
      if (matches(requestPath) && !within.some((literal) => literal(requestPath)))
        for (const method of route.method === 'get' ? ['GET', 'HEAD'] : [route.method.toUpperCase()])
          methods.add(method)
    return [...methods].sort()
  }
}

/** A 405 with Allow rather than the 404 of an unknown path. */
export function methodNotAllowed(routes: readonly Route[]): RequestHandler {
  const methodsOf = allowedMethods(routes)
  return (req, res, next) => {
    const methods = methodsOf(req.path)
    if (!methods.length) return next()
    const allow = [...methods, 'OPTIONS'].sort().join(', ')
    res.setHeader('Allow', allow)
    // What Express's router answered to OPTIONS before this handler took its place, with the exact methods.
    if (req.method === 'OPTIONS') return void res.status(204).end()
    throw new AppError(
      405,
      'method_not_allowed',
      `${req.method} is not an API call on this path; it answers ${allow}.`,
    )
  }
}
