import type { Route } from '@valuedesk/api/http/route'

import { apiMatrix } from './apiMatrix.ts'
import type { World } from './world.ts'

/**
 * Where an operation's example call aims, from the access matrix's call by one allowed to make it (an admin
 * where admins may): its path parameters and query by name, and its JSON body, if any.
 */
export async function exampleAim(world: World, route: Pick<Route, 'method' | 'path'>) {
  // Loaded when called: the API's modules read the environment the test's database sets.
  const { openApiPath } = await import('@valuedesk/api/docs/openapi')
  const template = openApiPath(route.path)
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)
  const rule = apiMatrix[`${route.method.toUpperCase()} ${route.path}`]!
  const example = await rule.call(world, rule.allow.includes('admin') ? 'admin' : rule.allow[0]!)
  const [path, query] = example.path.split('?')
  const values = new RegExp(`^${template.replace(/\{\w+\}/g, '([^/]+)')}$`).exec(path!)!.slice(1)
  return {
    path: Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(values[index]!)])),
    query: Object.fromEntries(new URLSearchParams(query)) as Record<string, string>,
    json: example.json,
  }
}
