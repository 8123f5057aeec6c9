import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { HOUR_MS } from '@valuedesk/domain'

import { buildWorld, personas, type Persona, type World } from '../support/access/world.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

/**
 * /cms-api is answered by Payload's REST handler reading paths as Next does (support/payloadRest.ts), so a
 * variant let past the doors reaches what the real admin would route it to.
 */
let server: TestServer
let world: World
/** A guest: the bearer token /api/contacts gives a person without an account. */
let guest: string
/** An account locked by wrong passwords: what an unlock let through would open. */
const locked = 'locked-variants@example.com'
beforeAll(async () => {
  server = await startTestServer({ cmsRest: true })
  world = await buildWorld(server)
  const contact = await server.api('/api/contacts', {
    method: 'POST',
    json: { FirstName: 'Gus', LastName: 'Guest', Email: 'gus@example.com', Phone: '0400 000 222' },
  })
  guest = (await contact.json()).Token
  await server.payload.create({
    collection: 'users',
    data: { email: locked, password: 'test-password', roles: ['customer'] },
  })
  await lock()
}, 180_000)
afterAll(() => server?.close())

const lock = () =>
  server.payload.update({
    collection: 'users',
    where: { email: { equals: locked } },
    data: { lockUntil: new Date(Date.now() + HOUR_MS).toISOString(), loginAttempts: 5 } as never,
    overrideAccess: true,
  })
const isLocked = async () =>
  Boolean(
    (
      await server.payload.find({
        collection: 'users',
        where: { email: { equals: locked } },
        showHiddenFields: true,
      })
    ).docs[0]!.lockUntil,
  )

type Answer = { status: number; text: string }

/**
 * A request with its target exactly as written: fetch (and the URL parser) would resolve `..`, `%2e%2e` and
 * backslashes before sending, so the server would never see them.
 */
function asWritten(method: string, target: string, token?: string, json?: unknown): Promise<Answer> {
  const { hostname, port } = new URL(server.url)
  const body = json === undefined ? undefined : JSON.stringify(json)
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: hostname,
        port,
        method,
        path: target,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode!, text }))
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}

type Target = { name: string; method: string; path: () => string; json?: unknown }
const targets: Target[] = [
  {
    name: 'Payload’s login',
    method: 'POST',
    path: () => '/cms-api/users/login',
    json: { email: 'nobody-here@example.com', password: 'a-guess' },
  },
  { name: 'Payload’s unlock', method: 'POST', path: () => '/cms-api/users/unlock', json: { email: locked } },
  { name: 'the users list', method: 'GET', path: () => '/cms-api/users?limit=1' },
  { name: 'running jobs', method: 'POST', path: () => '/cms-api/payload-jobs/run', json: {} },
  { name: 'GraphQL', method: 'POST', path: () => '/cms-api/graphql', json: { query: '{ __typename }' } },
  { name: 'an /api call', method: 'GET', path: () => `/api/valuations/${world.order.valuationId}` },
  { name: 'an admin page', method: 'GET', path: () => '/admin/collections/users' },
]

/** Spellings of a path that are not canonical: each refused before any routing. */
const refusedVariants: [string, (path: string) => string][] = [
  ['a dot-segment from /admin', (path) => `/admin/..${path}`],
  ['a dot-segment from /_next', (path) => `/_next/..${path}`],
  ['a . segment', (path) => path.replace(/\/(?=[^/]*$)/, '/./')],
  ['%2e%2e', (path) => `/admin/%2e%2e${path}`],
  ['%2E%2E', (path) => `/admin/%2E%2E${path}`],
  ['an escaped slash %2f', (path) => path.replace(/\/(?=[^/]*$)/, '%2f')],
  ['an escaped backslash %5c', (path) => `/admin%5c..%5c${path.slice(1)}`],
  ['backslashes', (path) => `/admin\\..\\${path.slice(1)}`],
  ['a double slash', (path) => path.replace(/^(\/[^/]+)\//, '$1//')],
  [
    'its last letter escaped',
    (path) => path.replace(/[a-z](?=[^a-z]*$)/, (letter) => `%${letter.charCodeAt(0).toString(16)}`),
  ],
  ['an escaped first letter', (path) => `/%${path.charCodeAt(1).toString(16).toUpperCase()}${path.slice(2)}`],
  ['the absolute form', (path) => `${server.url}${path}`],
]
/** Spellings the doors compare as Express and Payload route them: answered as the canonical path is. */
const sameVariants: [string, (path: string) => string][] = [
  ['upper case', (path) => path.toUpperCase()],
  ['its door in upper case', (path) => path.replace(/^\/[^/]+/, (door) => door.toUpperCase())],
  ['its last segment in upper case', (path) => path.replace(/[^/]+$/, (last) => last.toUpperCase())],
  ['a trailing slash', (path) => `${path}/`],
]

const withQuery = (variant: (path: string) => string) => (target: string) => {
  const [path, query] = target.split('?')
  return variant(path!) + (query ? `?${query}` : '')
}
const callers: (Persona | 'guest')[] = [...personas, 'guest']
const tokenOf = (caller: Persona | 'guest') => (caller === 'guest' ? guest : world.tokens[caller])

describe('path variants: every door sees one canonical path, whoever asks', () => {
  it('when a guest sends /admin/../cms-api/users/unlock as it is written, then it is refused (400) and the account stays locked', async () => {
    for (const target of ['/admin/../cms-api/users/unlock', '/_next/../cms-api/users/unlock']) {
      const answer = await asWritten('POST', target, guest, { email: locked })
      expect(answer.status, target).toBe(400)
      expect(JSON.parse(answer.text).Path[0]).toMatch(/dot-segment/)
    }
    expect(await isLocked()).toBe(true)
  })

  it('when each kind of caller sends each path spelled another way, then it is refused (400) before any door', async () => {
    const problems: string[] = []
    for (const target of targets)
      for (const [variant, spell] of refusedVariants)
        for (const caller of callers) {
          const path = withQuery(spell)(target.path())
          const answer = await asWritten(target.method, path, tokenOf(caller), target.json)
          if (answer.status !== 400 || !JSON.parse(answer.text).Path)
            problems.push(
              `${target.name}, ${variant} (${path}) as ${caller}: ${answer.status} ${answer.text.slice(0, 120)}`,
            )
        }
    expect(problems).toEqual([])
    expect(await isLocked()).toBe(true)
  })

  // Some 300 requests, Payload's password checks among them: longer than one test's default on a busy machine.
  it(
    'when each kind of caller sends a path in another case or with a trailing slash, then it is answered as the canonical path is, or not found (Next routes the canonical case only)',
    { timeout: 180_000 },
    async () => {
      const problems: string[] = []
      for (const target of targets)
        for (const caller of callers) {
          const unlocking = target.name === 'Payload’s unlock'
          const canonical = await asWritten(target.method, target.path(), tokenOf(caller), target.json)
          if (unlocking) await lock()
          for (const [variant, spell] of sameVariants) {
            const path = withQuery(spell)(target.path())
            const answer = await asWritten(target.method, path, tokenOf(caller), target.json)
            const refused = canonical.status >= 400
            if (![canonical.status, 404].includes(answer.status))
              problems.push(
                `${target.name}, ${variant} (${path}) as ${caller}: ${answer.status}, canonical ${canonical.status} — ${answer.text.slice(0, 120)}`,
              )
            // What the canonical path refuses never happens through a variant: the locked account stays locked.
            if (unlocking && refused && !(await isLocked()))
              problems.push(`${variant} (${path}) as ${caller} unlocked the account`)
            if (unlocking) await lock()
          }
        }
      expect(problems).toEqual([])
    },
  )

  it('when anyone asks for GraphQL, whatever the spelling, then it is not there (404)', async () => {
    for (const caller of callers)
      for (const path of ['/cms-api/graphql', '/CMS-API/GraphQL', '/cms-api/graphql/'])
        expect(
          (await asWritten('POST', path, tokenOf(caller), { query: '{ __typename }' })).status,
          `${path} as ${caller}`,
        ).toBe(404)
  })
})
