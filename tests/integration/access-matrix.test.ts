import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiMatrix } from '../support/access/apiMatrix.ts'
import { buildWorld, personas, type Persona, type World } from '../support/access/world.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let world: World
beforeAll(async () => {
  server = await startTestServer()
  world = await buildWorld(server)
}, 180_000)
afterAll(() => server?.close())

const refused = new Set([401, 403, 404])

/** Those refused call first, so that an allowed write cannot change what they would have met. */
const refusedFirst = (allow: readonly Persona[]) => [...personas].sort((a, b) => Number(allow.includes(a)) - Number(allow.includes(b)))

describe('the access matrix of /api: every call, as every kind of caller', () => {
  it('when a call is added to the router, then the matrix must say who may make it', async () => {
    const { routes } = await import('@valuedesk/api/routes')
    const listed = routes.map((route) => `${route.method.toUpperCase()} ${route.path}`)
    expect(listed.filter((key) => !(key in apiMatrix)), 'calls without an entry in tests/support/access/apiMatrix.ts').toEqual([])
    expect(Object.keys(apiMatrix).filter((key) => !listed.includes(key)), 'entries for calls the router no longer has').toEqual([])
  })

  it('when each kind of caller makes each call, then only those allowed get through, and lists show each caller only their own', { timeout: 240_000 }, async () => {
    const { routes } = await import('@valuedesk/api/routes')
    const problems: string[] = []
    for (const route of routes) {
      const key = `${route.method.toUpperCase()} ${route.path}`
      const rule = apiMatrix[key]!
      for (const persona of refusedFirst(rule.allow)) {
        const call = await rule.call(world, persona)
        const response = await server.api(`/api${call.path}`, { method: route.method.toUpperCase(), token: world.tokens[persona], json: call.json, body: call.form })
        const allowed = rule.allow.includes(persona)
        const through = (response.status >= 200 && response.status < 300) || response.status === 409 || Boolean(rule.answers?.includes(response.status))
        if (allowed ? !through : !refused.has(response.status)) {
          problems.push(`${key} as ${persona}: ${response.status}, expected ${allowed ? 'to get through' : '401, 403 or 404'} — ${(await response.text()).slice(0, 160)}`)
        } else if (allowed && rule.sees && response.ok) {
          const seen = rule.find!(await response.json(), world)
          if (seen !== rule.sees.includes(persona)) problems.push(`${key} as ${persona}: ${seen ? 'sees' : 'does not see'} the owner’s object`)
        }
      }
    }
    expect(problems).toEqual([])
  })
})
