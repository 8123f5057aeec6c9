import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import formats from 'ajv-formats'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiMatrix } from '../support/access/apiMatrix.ts'
import { buildWorld, type Persona, type World } from '../support/access/world.ts'
import { casesFor, type FuzzCase } from '../support/badInput/requests.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

/*
 * The served OpenAPI document is the contract, and the real app on a real database keeps it: for every
 * operation, a method its path lacks is a 405 with Allow; good calls (the access matrix's examples, as
 * callers allowed and not) and bad ones (the bad-input generator's, from the route's own schemas) answer
 * only statuses the operation documents; and each JSON body validates against the schema documented for
 * its status. The app checks handlers' results against their response schemas in tests (a drift is a 500,
 * which the document does list, but never for a good call).
 */

const { routes } = await import('@valuedesk/api/routes')
const { openApiPath } = await import('@valuedesk/api/docs/openapi')

type Operation = { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }
type Document = { paths: Record<string, Record<string, Operation>> }

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const
const seed = Number(process.env.FUZZ_SEED ?? 20_261_124)
/** Bad requests per operation, besides the generator's edge cases (at most 12 of those). */
const badRuns = Number(process.env.CONTRACT_RUNS ?? 12)

let server: TestServer
let world: World
let document: Document
const ajv = new Ajv2020({ strict: false, allErrors: true })
// ajv-formats is CommonJS: its function is the default export's own default.
formats.default(ajv)
ajv.addFormat('binary', true)

beforeAll(async () => {
  server = await startTestServer()
  world = await buildWorld(server)
  const response = await server.api('/api/openapi.json')
  document = (await response.json()) as Document
  ajv.addSchema({ ...document, $id: 'openapi.json' })
}, 180_000)
afterAll(() => server?.close())

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')
const validators = new Map<string, ValidateFunction>()
/** The validator of the JSON body documented for one status of one operation, if it documents one. */
function validatorOf(path: string, method: string, status: string) {
  const key = `${method} ${path} ${status}`
  if (!validators.has(key)) {
    if (!document.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema)
      return undefined
    validators.set(
      key,
      ajv.compile({
        $ref: `openapi.json#/${pointer('paths', path, method, 'responses', status, 'content', 'application/json', 'schema')}`,
      }),
    )
  }
  return validators.get(key)
}

type Sent = { status: number; contentType: string; text: string; allow: string | null }

async function send(fuzz: Pick<FuzzCase, 'persona' | 'method' | 'path' | 'body'>): Promise<Sent> {
  const headers = new Headers()
  const token = world.tokens[fuzz.persona as Persona]
  if (token) headers.set('authorization', `Bearer ${token}`)
  if (fuzz.body?.contentType) headers.set('content-type', fuzz.body.contentType)
  if (fuzz.body?.encoding) headers.set('content-encoding', fuzz.body.encoding)
  const body =
    fuzz.body &&
    (typeof fuzz.body.data === 'string' ? new Uint8Array(Buffer.from(fuzz.body.data)) : fuzz.body.data)
  const response = await fetch(`${server.url}/api${fuzz.path}`, { method: fuzz.method, headers, body })
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
    allow: response.headers.get('allow'),
  }
}

/** What is wrong with an answer, by the document: an undocumented status, or a body its schema refuses. */
function breaches(path: string, method: string, answer: Sent, what: string): string[] {
  const documented = Object.keys(document.paths[path]![method]!.responses)
  const status = String(answer.status)
  if (!documented.includes(status))
    return [`${status} is not documented (${documented.join(', ')}) — ${what} → ${answer.text.slice(0, 200)}`]
  if (!answer.contentType.startsWith('application/json')) return []
  const validate = validatorOf(path, method, status)
  if (!validate) return [`${status} answered JSON, but the document gives it no JSON body — ${what}`]
  if (validate(JSON.parse(answer.text))) return []
  return [
    `${status} body does not match its documented schema — ${what}: ${ajv.errorsText(validate.errors).slice(0, 400)} — ${answer.text.slice(0, 200)}`,
  ]
}

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
      // Bad calls, from the route's own schemas.
      const example = await rule.call(world, allowed)
      const { arbitrary, edges } = casesFor(route, example, [allowed, ...refused.slice(0, 1)])
      for (const fuzz of [
        ...edges.slice(0, 12),
        ...fc.sample(arbitrary, { seed: seed + index, numRuns: badRuns }),
      ])
        problems.push(...breaches(path, route.method, await send(fuzz), fuzz.what.slice(0, 200)))
      expect(problems).toEqual([])
    })
  }
})
