import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiMatrix } from '../support/access/apiMatrix.ts'
import { collectionMatrix } from '../support/access/collectionMatrix.ts'
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
const refusedFirst = (allow: readonly Persona[]) =>
  [...personas].sort((a, b) => Number(allow.includes(a)) - Number(allow.includes(b)))

describe('the access matrix of /api: every call, as every kind of caller', () => {
  it('when a call is added to the router, then the matrix must say who may make it', async () => {
    const { routes } = await import('@valuedesk/api/routes')
    const listed = routes.map((route) => `${route.method.toUpperCase()} ${route.path}`)
    expect(
      listed.filter((key) => !(key in apiMatrix)),
      'calls without an entry in tests/support/access/apiMatrix.ts',
    ).toEqual([])
    expect(
      Object.keys(apiMatrix).filter((key) => !listed.includes(key)),
      'entries for calls the router no longer has',
    ).toEqual([])
  })

  it(
    'when each kind of caller makes each call, then only those allowed get through, and lists show each caller only their own',
    { timeout: 240_000 },
    async () => {
      const { routes } = await import('@valuedesk/api/routes')
      const problems: string[] = []
      for (const route of routes) {
        const key = `${route.method.toUpperCase()} ${route.path}`
        const rule = apiMatrix[key]!
        for (const persona of refusedFirst(rule.allow)) {
          const call = await rule.call(world, persona)
          const response = await server.api(`/api${call.path}`, {
            method: route.method.toUpperCase(),
            token: world.tokens[persona],
            json: call.json,
            body: call.form,
          })
          const allowed = rule.allow.includes(persona)
          const through =
            (response.status >= 200 && response.status < 300) ||
            response.status === 409 ||
            Boolean(rule.answers?.includes(response.status))
          if (allowed ? !through : !refused.has(response.status)) {
            problems.push(
              `${key} as ${persona}: ${response.status}, expected ${allowed ? 'to get through' : '401, 403 or 404'} — ${(await response.text()).slice(0, 160)}`,
            )
          } else if (allowed && rule.sees && response.ok) {
            const seen = rule.find!(await response.json(), world)
            if (seen !== rule.sees.includes(persona))
              problems.push(`${key} as ${persona}: ${seen ? 'sees' : 'does not see'} the owner’s object`)
          }
        }
      }
      expect(problems).toEqual([])
    },
  )
})

describe('the access matrix of Payload’s collections (/cms-api and the admin read through the same access functions)', () => {
  it('when a collection is added, then the matrix must say who reads it', () => {
    const slugs: string[] = server.payload.config.collections.map((collection) => collection.slug)
    expect(
      slugs.filter((slug) => !(slug in collectionMatrix)),
      'collections without an entry in tests/support/access/collectionMatrix.ts',
    ).toEqual([])
    expect(Object.keys(collectionMatrix).filter((slug) => !slugs.includes(slug))).toEqual([])
  })

  it('when each kind of caller looks for each document, by id and in lists, then only its readers find it', async () => {
    const problems: string[] = []
    for (const [slug, cases] of Object.entries(collectionMatrix)) {
      const collection = slug as CollectionSlug
      for (const { what, id, readers } of cases) {
        for (const persona of personas) {
          const user = world.users[persona]
          const asCaller = { collection, overrideAccess: false, user, depth: 0 } as const
          const byId = await server.payload
            .findByID({ ...asCaller, id: id(world), disableErrors: true })
            .then(
              (doc) => Boolean(doc),
              () => false,
            )
          const listed = await server.payload
            .find({ ...asCaller, where: { id: { equals: id(world) } } })
            .then(
              (found) => found.docs.length > 0,
              () => false,
            )
          const expected = readers.includes(persona)
          if (byId !== expected || listed !== expected)
            problems.push(
              `${slug}: ${what} as ${persona}: ${byId ? 'found' : 'not found'} by id, ${listed ? 'found' : 'not found'} in a list; expected ${expected ? 'found' : 'not found'}`,
            )
        }
      }
    }
    expect(problems).toEqual([])
  })
})

describe('the customer’s files over HTTP', () => {
  it('when each kind of caller downloads the photo, the report PDF and the tax invoice, then only the customer, their valuer (not for money) and admins get the bytes', async () => {
    const files = [
      {
        what: 'photo',
        path: `/api/files/${world.order.photoId}/download`,
        readers: ['owner', 'valuer', 'admin'],
        type: /image\//,
      },
      {
        what: 'report PDF',
        path: `/api/files/${world.done.reportFileId}/download`,
        readers: ['owner', 'valuer', 'admin'],
        type: /application\/pdf/,
      },
      {
        what: 'tax invoice PDF',
        path: `/api/invoices/${world.order.invoiceId}/export/pdf`,
        readers: ['owner', 'admin'],
        type: /application\/pdf/,
      },
    ]
    const problems: string[] = []
    for (const file of files) {
      for (const persona of personas) {
        const response = await server.api(file.path, { token: world.tokens[persona] })
        const got =
          response.status === 200 &&
          file.type.test(response.headers.get('content-type') ?? '') &&
          /attachment|inline/.test(response.headers.get('content-disposition') ?? '')
        await response.arrayBuffer()
        if (got !== file.readers.includes(persona))
          problems.push(`${file.what} as ${persona}: ${response.status}`)
      }
    }
    expect(problems).toEqual([])
  })
})
