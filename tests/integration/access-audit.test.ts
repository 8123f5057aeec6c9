import { createLocalReq, type Access, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { accessOperationsOf, statedAccess, unstated, type User } from '@valuedesk/cms'

import { startTestServer, type TestServer } from '../support/testServer.ts'

type Caller = 'nobody' | 'customer' | 'guest'

/**
 * What /api reads and writes for customers, guests and nobody through the Local API as themselves
 * (overrideAccess: false, api/src/http/caller.ts), and the site renders for anyone: the only access a caller who
 * is not staff gets from Payload, and only through the Local API. Everything else answers false.
 */
const allowlist: Record<string, { callers: readonly Caller[]; reason: string }> = {
  'pages read': { callers: ['nobody', 'customer', 'guest'], reason: 'the site renders published pages' },
  'posts read': { callers: ['nobody', 'customer', 'guest'], reason: 'the blog and /api/blogs: published' },
  'faqs read': { callers: ['nobody', 'customer', 'guest'], reason: 'the FAQ page: published' },
  'categories read': { callers: ['nobody', 'customer', 'guest'], reason: 'the blog’s categories' },
  'media read': { callers: ['nobody', 'customer', 'guest'], reason: 'the site’s images' },
  'products read': { callers: ['nobody', 'customer', 'guest'], reason: 'the pricing page and the quote' },
  'practices read': { callers: ['nobody', 'customer', 'guest'], reason: 'who values it, on the site' },
  'enumerations read': { callers: ['nobody', 'customer', 'guest'], reason: 'the order form’s choices' },
  'enumeration-groups read': { callers: ['nobody', 'customer', 'guest'], reason: 'the order form’s choices' },
  'header read': { callers: ['nobody', 'customer', 'guest'], reason: 'every page’s header' },
  'footer read': { callers: ['nobody', 'customer', 'guest'], reason: 'every page’s footer' },
  'site-settings read': { callers: ['nobody', 'customer', 'guest'], reason: 'the site’s name and contacts' },
  'enquiries create': { callers: ['nobody', 'customer', 'guest'], reason: 'the contact panel' },
  'valuations read': { callers: ['customer', 'guest'], reason: 'their orders (order tracking)' },
  'reports read': { callers: ['customer', 'guest'], reason: 'their orders’ final reports' },
  'invoices read': { callers: ['customer', 'guest'], reason: 'their orders’ invoices' },
  'adjustment-notes read': { callers: ['customer', 'guest'], reason: 'their invoices’ adjustment notes' },
  'property-snapshots read': { callers: ['customer', 'guest'], reason: 'their orders’ properties' },
  'property-snapshots update': { callers: ['customer', 'guest'], reason: 'the order form, until invoiced' },
  'files read': { callers: ['customer', 'guest'], reason: 'the photos and files they attached' },
  'files create': { callers: ['customer', 'guest'], reason: 'attaching photos to their orders' },
  'contacts read': { callers: ['customer', 'guest'], reason: 'the contacts they keep' },
  'contacts create': { callers: ['customer', 'guest'], reason: 'the order form’s contact step' },
  'contacts update': { callers: ['customer', 'guest'], reason: 'the contacts they keep' },
  'businesses read': { callers: ['customer', 'guest'], reason: 'the firms they work in' },
  'businesses create': { callers: ['customer', 'guest'], reason: 'registering their firm (/api/businesses)' },
  'businesses update': { callers: ['customer', 'guest'], reason: 'the firms they work in' },
  'firm-invitations read': { callers: ['customer', 'guest'], reason: 'their firms’ pending invitations' },
  'business-branches read': { callers: ['customer', 'guest'], reason: 'their firms’ offices' },
  'business-branches update': { callers: ['customer', 'guest'], reason: 'their firms’ offices' },
  'users read': { callers: ['customer', 'guest'], reason: 'their own account (/api/account)' },
  'users update': { callers: ['customer', 'guest'], reason: 'their own names (field access keeps the rest)' },
}

let server: TestServer
let callers: Record<Caller, User | null>
beforeAll(async () => {
  server = await startTestServer()
  const make = (email: string, roles: User['roles'], guest = false) =>
    server.payload.create({
      collection: 'users',
      data: { email, password: 'Audit-password-1', roles, guest },
    })
  // The first account of an installation is its admin: made first.
  await make('admin@example.com', ['admin'])
  callers = {
    nobody: null,
    customer: await make('customer@example.com', ['customer']),
    guest: await make('guest@example.com', ['customer'], true),
  }
})
afterAll(() => server?.close())

/** A request as Payload makes it for `api`, signed in as `user`. */
async function requestOf(user: User | null, api: PayloadRequest['payloadAPI']) {
  const req = await createLocalReq(
    { user: user ? { ...user, collection: 'users' } : undefined },
    server.payload,
  )
  req.payloadAPI = api
  return req
}

/** Every collection and global Payload serves, with each access operation it asks. */
const entities = () =>
  [...server.payload.config.collections, ...server.payload.config.globals].map((entity) => ({
    slug: entity.slug,
    operations: accessOperationsOf(entity).map((operation) => ({
      operation,
      access: (entity.access as Record<string, Access | undefined>)[operation],
    })),
  }))

describe('deny by default, inside Payload: every access function of the sanitized config', () => {
  it('when Payload, a plugin or we add a collection or global, then each of its access operations states a function (none left to Payload’s default: any signed-in user)', () => {
    const unstatedOnes = entities().flatMap(({ slug, operations }) =>
      operations
        .filter(({ access }) => typeof access !== 'function' || statedAccess(access) === unstated)
        .map(({ operation }) => `${slug} ${operation}`),
    )
    expect(unstatedOnes).toEqual([])
  })

  it('when nobody, a customer or a guest is asked about, then every operation refuses them but what /api and the site use through the Local API (the allowlist), and through REST or GraphQL everything refuses them', async () => {
    const granted: string[] = []
    for (const { slug, operations } of entities())
      for (const { operation, access } of operations)
        for (const [caller, user] of Object.entries(callers) as [Caller, User | null][])
          for (const api of ['local', 'REST', 'GraphQL'] as const) {
            const answer = await access!({ req: await requestOf(user, api) })
            const allowed = api === 'local' && allowlist[`${slug} ${operation}`]?.callers.includes(caller)
            if (answer !== false && !allowed)
              granted.push(`${slug} ${operation} to ${caller} through ${api}: ${JSON.stringify(answer)}`)
          }
    expect(granted).toEqual([])
  })

  it('when nobody, a customer or a guest (or an editor) would run, queue or cancel Payload’s jobs, then the jobs’ access refuses them; an admin passes', async () => {
    const jobs = server.payload.config.jobs.access!
    const editor = await server.payload.create({
      collection: 'users',
      data: { email: 'editor@example.com', password: 'Audit-password-1', roles: ['editor'] },
    })
    const admin = (await server.payload.find({ collection: 'users', where: { roles: { in: ['admin'] } } }))
      .docs[0]!
    for (const name of ['run', 'queue', 'cancel'] as const) {
      const access = jobs[name] as (args: { req: PayloadRequest }) => boolean | Promise<boolean>
      for (const user of [...Object.values(callers), editor])
        expect(await access({ req: await requestOf(user, 'REST') }), `${name} as ${user?.email}`).toBe(false)
      expect(await access({ req: await requestOf(admin, 'REST') }), name).toBe(true)
    }
  })
})
