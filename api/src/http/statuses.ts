import type { ErrorStatus, Route } from './route.ts'

const mayHaveBody = (route: Route) => Boolean(route.body) || ['post', 'put', 'patch'].includes(route.method)

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
