import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiMatrix } from '../support/access/apiMatrix.ts'
import { buildWorld, type Persona, type World } from '../support/access/world.ts'
import { casesFor } from '../support/badInput/requests.ts'
import { openApiContract, senderFor, type OpenApiDocument } from '../support/openApiContract.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

/*
 * The served OpenAPI document is the contract. The app checks handlers' results against their response schemas
 * in tests: a drift is a 500, which the document lists, but never for a good call.
 */

const { routes } = await import('@valuedesk/api/routes')
const { openApiPath } = await import('@valuedesk/api/docs/openapi')

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const
const seed = Number(process.env.FUZZ_SEED ?? 20_261_124)
/** Bad requests per operation, besides the generator's edge cases (at most 12 of those). */
const badRuns = Number(process.env.CONTRACT_RUNS ?? 12)

let server: TestServer
let world: World
let document: OpenApiDocument
let breaches: ReturnType<typeof openApiContract>['breaches']
/**
 * The URL standard resolves a dot segment (`..`, `%2e%2e`) before a request leaves: such an id reaches the parent
 * path, another route, whose own statuses apply there (bad-input.test.ts still sends it, for the 5xx rule).
 */
const reachesItsRoute = ({ path }: { path: string }) =>
  new URL(`/api${path}`, 'http://127.0.0.1').pathname.split('/').length ===
  `/api${path}`.split('?')[0]!.split('/').length

let send: ReturnType<typeof senderFor>

beforeAll(async () => {
  server = await startTestServer()
  world = await buildWorld(server)
  const response = await server.api('/api/openapi.json')
  document = (await response.json()) as OpenApiDocument
  breaches = openApiContract(document).breaches
  send = senderFor(server, world)
}, 180_000)
afterAll(() => server?.close())

describe('the OpenAPI document, as served, is what the API does', () => {
  it('when the document is read, then it has every route, and only those', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    )
    expect(documented.sort()).toEqual(
      routes.map((route) => `${route.method} /api${openApiPath(route.path)}`).sort(),
    )
  })

  it('when a path is called with a method it does not answer, then it is a 405 whose Allow lists those it does (as OPTIONS does)', async () => {
    const problems: string[] = []
    const paths = new Map<string, (typeof routes)[number]>()
    for (const route of routes) paths.set(openApiPath(route.path), route)
    for (const [path, route] of paths) {
      const documented = Object.keys(document.paths[`/api${path}`]!)
      const wrong = methods.filter((method) => !documented.includes(method))
      const example = await apiMatrix[`${route.method.toUpperCase()} ${route.path}`]!.call(world, 'admin')
      for (const method of wrong) {
        const answer = await send({
          persona: 'admin',
          method: method.toUpperCase(),
          path: example.path.split('?')[0]!,
        })
        const allow = [
          ...documented.map((m) => m.toUpperCase()),
          ...(documented.includes('get') ? ['HEAD'] : []),
          'OPTIONS',
        ]
        if (answer.status !== 405)
          problems.push(`${method.toUpperCase()} /api${path}: ${answer.status}, not 405`)
        else if (answer.allow?.split(', ').sort().join() !== allow.sort().join())
          problems.push(
            `${method.toUpperCase()} /api${path}: Allow ${answer.allow}, expected ${allow.join(', ')}`,
          )
        else if (!/"code":"method_not_allowed"/.test(answer.text))
          problems.push(`${method.toUpperCase()} /api${path}: body ${answer.text}`)
      }
      const options = await send({
        persona: 'anonymous',
        method: 'OPTIONS',
        path: example.path.split('?')[0]!,
      })
      if (options.status !== 204 || !options.allow?.includes(documented[0]!.toUpperCase()))
        problems.push(`OPTIONS /api${path}: ${options.status}, Allow ${options.allow}`)
    }
    expect(problems).toEqual([])
  })

  for (const [index, route] of routes.entries()) {
    const key = `${route.method.toUpperCase()} ${route.path}`
    const path = `/api${openApiPath(route.path)}`
    it(`${key}: good and bad calls answer only documented statuses, with documented bodies`, async () => {
      const rule = apiMatrix[key]!
      const problems: string[] = []
      // Good calls: as nobody, as someone refused, then as those allowed (the last may change the world).
      const refused = (['anonymous', 'otherCustomer', 'valuer', 'editor'] as const).filter(
        (persona) => !rule.allow.includes(persona),
      )
      const allowed: Persona = rule.allow.includes('admin') ? 'admin' : rule.allow[0]!
      for (const persona of [...refused.slice(0, 2), allowed]) {
        const call = await rule.call(world, persona)
        const response = await server.api(`/api${call.path}`, {
          method: route.method.toUpperCase(),
          token: world.tokens[persona],
          json: call.json,
          body: call.form,
        })
        const answer = {
          status: response.status,
          contentType: response.headers.get('content-type') ?? '',
          text: await response.text(),
          allow: null,
        }
        if (persona === allowed && answer.status >= 500)
          problems.push(`a good call as ${persona} failed: ${answer.status} ${answer.text.slice(0, 300)}`)
        problems.push(...breaches(path, route.method, answer, `good call as ${persona}`))
      }
      const example = await rule.call(world, allowed)
      const { arbitrary, edges } = casesFor(route, example, [allowed, ...refused.slice(0, 1)])
      for (const fuzz of [
        ...edges.slice(0, 12),
        ...fc.sample(arbitrary, { seed: seed + index, numRuns: badRuns }),
      ].filter(reachesItsRoute))
        problems.push(...breaches(path, route.method, await send(fuzz), fuzz.what.slice(0, 200)))
      expect(problems).toEqual([])
    })
  }
})
