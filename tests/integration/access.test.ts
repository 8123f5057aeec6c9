import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

describe('credentials, for every call outside the spec’s anonymous list', () => {
  it('when a call is made without credentials, then it is a 401, with the spec’s message for writes', async () => {
    const { routes } = await import('@valuedesk/api/routes')
    const guarded = routes.filter((route) => route.access !== 'anonymous')
    expect(guarded.length).toBeGreaterThan(40)
    for (const route of guarded) {
      const path = route.path.replace(/\{\/:(\w+)\}/g, '/1').replace(/:(\w+)/g, '1')
      const response = await server.api(`/api${path}`, {
        method: route.method.toUpperCase(),
        ...(route.method === 'get' ? {} : { json: {} }),
      })
      expect(response.status, `${route.method.toUpperCase()} ${route.path}`).toBe(401)
      expect((await response.json()).message).toBe(
        route.method === 'get' ? 'No credentials available' : 'No credential available',
      )
    }
  })
})

describe('accounts and roles', () => {
  it('when the first account is created, then it is an admin whatever roles were asked for', async () => {
    const first = await server.payload.create({
      collection: 'users',
      data: { email: 'first@example.com', password: 'password-1', roles: ['customer'] },
    })
    expect(first.roles).toEqual(['admin'])
    const second = await server.payload.create({
      collection: 'users',
      data: { email: 'second@example.com', password: 'password-2', roles: ['customer'] },
    })
    expect(second.roles).toEqual(['customer'])
  })

  it('when a customer reads users, then they see only themselves', async () => {
    const customer = await server.payload.create({
      collection: 'users',
      data: { email: 'c@example.com', password: 'password-3', roles: ['customer'] },
    })
    const { docs } = await server.payload.find({ collection: 'users', user: customer, overrideAccess: false })
    expect(docs.map((user) => user.email)).toEqual(['c@example.com'])
  })

  it('when a customer tries to make themselves admin, then the role does not change', async () => {
    const customer = await server.payload.create({
      collection: 'users',
      data: { email: 'd@example.com', password: 'password-4', roles: ['customer'] },
    })
    const updated = await server.payload.update({
      collection: 'users',
      id: customer.id,
      data: { roles: ['admin'] },
      user: customer,
      overrideAccess: false,
    })
    expect(updated.roles).toEqual(['customer'])
  })

  it('when a customer tries to put themselves in a business branch, then the membership does not change', async () => {
    const customer = await server.payload.create({
      collection: 'users',
      data: { email: 'e@example.com', password: 'password-5', roles: ['customer'] },
    })
    const business = await server.payload.create({
      collection: 'businesses',
      data: { name: 'Someone Else Pty Ltd', abn: '51824753556' },
    })
    const branch = await server.payload.create({
      collection: 'business-branches',
      data: { business: business.id, name: 'Head office' },
    })
    const updated = await server.payload.update({
      collection: 'users',
      id: customer.id,
      data: { businessBranches: [branch.id] },
      user: customer,
      overrideAccess: false,
    })
    expect(updated.businessBranches ?? []).toEqual([])
    const { docs } = await server.payload.find({
      collection: 'businesses',
      user: customer,
      overrideAccess: false,
    })
    expect(docs).toEqual([])
  })

  it('when the public reads pages, then drafts are hidden', async () => {
    await server.payload.create({
      collection: 'pages',
      data: {
        title: 'Secret',
        slug: 'secret',
        layout: [{ blockType: 'hero', heading: 'Draft' }],
        _status: 'draft',
      },
      draft: true,
    })
    const { docs } = await server.payload.find({
      collection: 'pages',
      where: { slug: { equals: 'secret' } },
      overrideAccess: false,
    })
    expect(docs).toHaveLength(0)
  })
})
