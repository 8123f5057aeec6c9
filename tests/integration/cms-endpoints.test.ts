import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  collectionEndpoints,
  globalEndpoints,
  noOpUpdaters,
  rootEndpoints,
  shadowed,
  type EndpointRule,
} from '../support/access/endpointMatrix.ts'
import { buildWorld, personas, type World } from '../support/access/world.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let world: World
/** The same Payload without the staff door in front (as a path the door does not recognise reaches it). */
let withoutDoor: TestServer['api']
beforeAll(async () => {
  server = await startTestServer({ cmsRest: true })
  world = await buildWorld(server)
  withoutDoor = await server.withoutStaffDoor()
}, 180_000)
afterAll(() => server?.close())

type Listed = { key: string; slug: string; rule?: EndpointRule }

/** Every endpoint of Payload's config: of each collection, each global and the root (GraphQL is off). */
function endpoints(): Listed[] {
  const { config } = server.payload
  const key = (endpoint: { method: string; path: string }) =>
    `${endpoint.method.toUpperCase()} ${endpoint.path}`
  return [
    ...config.collections.flatMap((collection) =>
      (collection.endpoints || []).map((endpoint) => ({
        key: key(endpoint),
        slug: collection.slug,
        rule: collectionEndpoints[key(endpoint)],
      })),
    ),
    ...config.globals.flatMap((global) =>
      (global.endpoints || []).map((endpoint) => ({
        key: `global ${key(endpoint)}`,
        slug: global.slug,
        rule: globalEndpoints[key(endpoint)],
      })),
    ),
    ...(config.endpoints || []).map((endpoint) => ({
      key: `root ${key(endpoint)}`,
      slug: '',
      rule: rootEndpoints[key(endpoint)],
    })),
  ]
}

/** The walls' refusals: the door's (api/src/http/staffDoor.ts), and Payload's (cms/src/access/denyByDefault.ts). */
const refusal = /customers use \/api|Only admins do that/

/** Whether the answer let the caller through: found the document for a read, else anything but a refusal. */
async function through(rule: EndpointRule, key: string, response: Response) {
  const text = await response.text()
  if (rule.doorOnly) return !([401, 403].includes(response.status) && refusal.test(text))
  if (rule.permission) {
    const permission = response.status === 200 ? JSON.parse(text)[rule.permission] : false
    return permission === true || permission?.permission === true
  }
  // A bulk change refused by field validation or an edit lock got past access.
  if (key === 'PATCH /' && response.status === 400) return /field is invalid|currently locked/.test(text)
  if (rule.finds) {
    if (response.status !== 200) return false
    const body = JSON.parse(text)
    if (key === 'GET /') return body.docs.length > 0
    if (key === 'GET /count') return body.totalDocs > 0
    if (key === 'PATCH /') return body.docs.length > 0
    return true
  }
  if (key === 'PATCH /:id' && response.status === 404) return false
  return ![401, 403].includes(response.status)
}

describe('the generated matrix of Payload’s own endpoints (/cms-api): every endpoint, as every kind of caller', () => {
  it('when Payload or a plugin adds an endpoint, then the matrix must say who gets through', () => {
    expect(
      endpoints()
        .filter((endpoint) => !endpoint.rule)
        .map((endpoint) => `${endpoint.key} (${endpoint.slug})`),
      'endpoints without an entry in tests/support/access/endpointMatrix.ts',
    ).toEqual([])
  })

  /** Every endpoint as every persona through `call`: what got through that should not, or the other way. */
  async function run(call: TestServer['api'], last: boolean) {
    const problems: string[] = []
    // An edit lock to read: the first pass's saves let go of the world's.
    world.docs.lock = (
      await server.payload.create({
        collection: 'payload-locked-documents',
        data: {
          document: { relationTo: 'pages', value: world.docs.page },
          user: { relationTo: 'users', value: world.users.admin.id },
        },
      })
    ).id
    // Edit locks first: a saved document lets go of its locks. Sign-outs last: they end the sessions.
    const locks = 'payload-locked-documents'
    const order = ({ slug, rule }: Listed) => (slug === locks ? 0 : rule?.endsSession ? 2 : 1)
    const all = endpoints().sort((a, b) => order(a) - order(b))
    for (const { key, slug, rule } of all) {
      if (!rule || rule.skip || shadowed[slug]?.includes(key) || (rule.endsSession && !last)) continue
      // GraphQL is answered by its own handler, not an endpoint of the config: its issue turns it off.
      if (call === withoutDoor && key === 'root POST /graphql') continue
      const [method] = key.replace(/^(global|root) /, '').split(' ')
      const allow = [...rule.allow(slug), ...(key.startsWith('PATCH') ? (noOpUpdaters[slug] ?? []) : [])]
      for (const persona of personas) {
        const response = await call(`/cms-api${rule.path(slug, world)}`, {
          method,
          token: world.tokens[persona],
          json: rule.body,
        })
        const status = response.status
        const created = status === 201 ? await response.clone().json() : undefined
        const text = await response.clone().text()
        const got = await through(rule, key.replace(/^(global|root) /, ''), response)
        // Staff only, Payload's jobs and unlocking admins only: the door's rule (api/src/http/staffDoor.ts) and
        // Payload's own (cms/src/access/denyByDefault.ts), each on its own.
        const adminsOnly = slug === 'payload-jobs' || key === 'POST /unlock'
        const byRole =
          rule.open ||
          (adminsOnly ? persona === 'admin' : ['valuer', 'otherValuer', 'editor', 'admin'].includes(persona))
        const expected = byRole && allow.includes(persona)
        if (status >= 500) problems.push(`${key} (${slug}) as ${persona}: ${status}`)
        else if (got !== expected)
          problems.push(
            `${key} (${slug}) as ${persona}: ${status}, expected ${expected ? 'through' : 'refused'} — ${text.slice(0, 200)}`,
          )
        const id = created?.doc?.id ?? created?.id
        if (slug && id !== undefined)
          await server.payload.delete({ collection: slug as CollectionSlug, id, overrideAccess: true })
      }
    }
    if (problems.length) console.log(problems.join('\n'))
    return problems
  }

  it(
    'when each kind of caller calls each endpoint, then only those allowed get through, customers and guests never (but to sign in), and nothing answers a 5xx',
    { timeout: 600_000 },
    async () => expect(await run(server.api, false)).toEqual([]),
  )

  it(
    'when Payload is reached without the staff door in front (a path the door does not recognise), then Payload itself refuses the same callers: customers and guests everywhere but the sign-in flow',
    { timeout: 600_000 },
    async () => expect(await run(withoutDoor, true)).toEqual([]),
  )

  it('when anyone asks for GraphQL, then it is not there: a 404 for every kind of caller', async () => {
    expect(server.payload.config.graphQL.disable).toBe(true)
    for (const persona of personas) {
      const response = await server.api('/cms-api/graphql', {
        method: 'POST',
        token: world.tokens[persona],
        json: { query: '{ __typename }' },
      })
      expect(response.status, persona).toBe(404)
    }
  })
})
