import { describe, expect, it } from 'vitest'

import { allowedMethods, examplePaths, pathMatcher } from './http/routePaths.ts'
import type { Route } from './http/route.ts'
import { routes } from './routes.ts'

/** Each route an earlier route of the same method would take the requests of (Express takes the first match). */
function shadowed(list: readonly Route[]) {
  const found: string[] = []
  list.forEach((route, index) => {
    for (const earlier of list.slice(0, index))
      if (earlier.method === route.method && examplePaths(route.path).some(pathMatcher(earlier.path)))
        found.push(`${route.method.toUpperCase()} ${route.path} is taken by ${earlier.path}`)
  })
  return found
}

describe('the route list', () => {
  it('when a literal path sits within a parameter route (/contacts/email, /contacts/:id), then it answers only its own methods', () => {
    const methodsOf = allowedMethods(routes)
    expect(methodsOf('/contacts/email')).toEqual(['POST'])
    expect(methodsOf('/contacts/12')).toEqual(['PATCH'])
    expect(methodsOf('/enumerations/groups')).toEqual(['GET', 'HEAD'])
    expect(methodsOf('/nothing/here')).toEqual([])
  })

  it('when a path is requested, then no earlier route of the same method takes it (a literal before a parameter)', () => {
    expect(shadowed(routes)).toEqual([])
  })

  it('when a literal path comes after a parameter route, then the check finds it', () => {
    const route = (path: string) => ({ method: 'patch', path }) as Route
    expect(shadowed([route('/contacts/:id'), route('/contacts/email')])).toEqual([
      'PATCH /contacts/email is taken by /contacts/:id',
    ])
    expect(shadowed([route('/contacts/email'), route('/contacts/:id')])).toEqual([])
  })
})
