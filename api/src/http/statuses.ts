import type { ErrorStatus, Route } from './route.ts'

/** Whether the body parsers read a body for the route: every POST, PUT and PATCH, schema or not. */
const mayHaveBody = (route: Route) => Boolean(route.body) || ['post', 'put', 'patch'].includes(route.method)

/**
 * Every failure status a route can answer, besides 500: those its shape implies and those it names.
 * Input is parsed at the edge (400); a body is read by the JSON parser first (400 unreadable, 413 too
 * large, 415 an unknown charset or encoding), schema or not; a signed-in call can lack its credential
 * (401) or Payload's access refuses it (403); a path parameter names something that may not exist (404);
 * a limited call can be over its limit (429). Any call's query can name a parameter it does not take (400),
 * and any request's headers can be larger than Node reads (431).
 */
export function statusesOf(route: Route): ErrorStatus[] {
  const implied: ErrorStatus[] = [
    400,
    ...(route.access === 'anonymous' ? [] : ([401, 403] as const)),
    ...(route.params ? ([404] as const) : []),
    ...(mayHaveBody(route) ? ([413, 415] as const) : []),
    ...(route.rateLimit ? ([429] as const) : []),
    431,
  ]
  return [...new Set([...implied, ...(route.errors ?? [])])].sort((a, b) => a - b)
}
