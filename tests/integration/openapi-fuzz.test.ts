import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { exampleAim } from '../support/access/exampleAim.ts'
import { buildWorld, type Persona, type World } from '../support/access/world.ts'
import { openApiContract, senderFor, type OpenApiDocument } from '../support/openApiContract.ts'
import { portmanRequests, type Aims, type GeneratedRequest } from '../support/portmanRequests.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

/*
 * Portman, not our own request generator, fuzzes every operation of /api/openapi.json (FUZZ_RUNS runs from
 * FUZZ_SEED), once with its own path parameters and once aimed at the world's objects, so that bodies reach the
 * handlers. The world exists for this file alone: whatever the fuzzer changes, later answers must still conform.
 */

const { routes } = await import('@valuedesk/api/routes')
const { openApiPath } = await import('@valuedesk/api/docs/openapi')

const seed = Number(process.env.FUZZ_SEED ?? 20_261_124)
/** Portman runs: each fakes every operation's request and its variations anew. */
const runs = Number(process.env.FUZZ_RUNS ?? 2)
const personas: Persona[] = ['anonymous', 'owner', 'valuer', 'admin']

let server: TestServer
let breaches: ReturnType<typeof openApiContract>['breaches']
let send: ReturnType<typeof senderFor>
/** Portman's requests by operation (`post /api/contacts`), each once however many runs made it. */
const generated = new Map<string, GeneratedRequest[]>()

beforeAll(async () => {
  server = await startTestServer()
  const world = await buildWorld(server)
  const document = (await (await server.api('/api/openapi.json')).json()) as OpenApiDocument
  breaches = openApiContract(document).breaches
  send = senderFor(server, world)
  const aims = await aimsIn(world)
  const made = await Promise.all(
    Array.from({ length: runs }, (_, run) => [
      portmanRequests(document, seed + run),
      portmanRequests(document, seed + run, aims),
    ]).flat(),
  )
  const seen = new Set<string>()
  for (const request of made.flat()) {
    const key = `${request.method} ${request.path} ${request.body}`
    if (seen.has(key)) continue
    seen.add(key)
    const operation = `${request.method.toLowerCase()} ${request.operation}`
    generated.set(operation, [...(generated.get(operation) ?? []), request])
  }
}, 240_000)
afterAll(() => server?.close())

/** Each operation's path parameters and query, from the access matrix's example call by one allowed to make it. */
async function aimsIn(world: World): Promise<Aims> {
  const aims: Aims = {}
  for (const route of routes) {
    const { path, query } = await exampleAim(world, route)
    aims[`${route.method} /api${openApiPath(route.path)}`] = { path, query }
  }
  return aims
}

describe('an independent fuzzer (Portman) finds nothing the OpenAPI document does not say', () => {
  it('when Portman reads the document, then it makes requests for every operation, and only those', () => {
    expect([...generated.keys()].sort()).toEqual(
      routes.map((route) => `${route.method} /api${openApiPath(route.path)}`).sort(),
    )
  })

  for (const route of routes) {
    const path = `/api${openApiPath(route.path)}`
    it(`${route.method.toUpperCase()} ${path}: Portman's requests answer documented statuses and bodies, never a 5xx`, async () => {
      const problems: string[] = []
      for (const request of generated.get(`${route.method} ${path}`) ?? [])
        for (const persona of personas) {
          const answer = await send({
            persona,
            method: request.method,
            path: request.path,
            body:
              request.body === undefined
                ? undefined
                : { data: request.body, contentType: 'application/json' },
          })
          const what = `${request.name.replace(/^.*?(\[|$)/, '$1') || 'faked'} as ${persona}: ${request.method} ${request.path} ${request.body?.replace(/\s+/g, ' ').slice(0, 300) ?? ''}`
          if (answer.status >= 500) problems.push(`${answer.status} — ${what} → ${answer.text.slice(0, 300)}`)
          else problems.push(...breaches(path, route.method, answer, what))
        }
      expect(problems).toEqual([])
    })
  }
})
