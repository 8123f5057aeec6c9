import type { RequestHandler } from 'express'
import { match } from 'path-to-regexp'

import { AppError } from '@valuedesk/domain'

import type { Route } from './route.ts'

/** Whether a request path matches a route's path as Express's router matches it (any case, trailing slash allowed). */
export const pathMatcher = (path: string) => {
  const matches = match(path, { decode: false, sensitive: false, trailing: true, end: true })
  return (requestPath: string) => Boolean(matches(requestPath))
}

/** Request paths that reach a route: its parameters filled in, with and without an optional segment. */
export const examplePaths = (path: string) =>
  [path.replace(/\{\/:\w+\}/g, '/1'), path.replace(/\{\/:\w+\}/g, '')].map((example) =>
    example.replace(/:\w+/g, '1'),
  )

/**
 * The other paths of the list that a route's path would also match: those with a literal segment where it
 * has a parameter (`/contacts/email` for `/contacts/:id`). Such a path belongs to its own routes whatever
 * the method: PATCH /contacts/email is not PATCH /contacts/:id with the id "email".
 */
export function literalPathsWithin(routes: readonly Route[], path: string): string[] {
  const matches = pathMatcher(path)
  return [...new Set(routes.map((route) => route.path))].filter(
    (other) => other !== path && examplePaths(other).some(matches),
  )
}

/**
 * A route's guard: a request to a literal path within the route's path (see literalPathsWithin) skips the
 * route (`next('route')`), to that path's own routes or to the 405. Nothing for routes without such paths.
 */
export function leaveLiteralPaths(routes: readonly Route[], route: Route): RequestHandler | undefined {
  const literal = literalPathsWithin(routes, route.path).map(pathMatcher)
  if (!literal.length) return undefined
  return (req, _res, next) => (literal.some((matches) => matches(req.path)) ? next('route') : next())
}

/**
 * The methods a request path answers, as the Allow header lists them: those of the most literal route
 * paths it matches (HEAD wherever GET is, as Express serves it).
 */
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

/**
 * Put after the routes: a request that reached none of them, to a path some route has, used a method that
 * path does not answer. A 405 with Allow, in the API's error format, rather than the 404 of an unknown path;
 * OPTIONS is answered with the Allow header alone.
 */
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
