import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

// A new installation that takes orders (guests, sign-ups) before anyone opens /admin.
let server: TestServer

const guestOrderContact = async () =>
  server.api('/api/contacts', {
    method: 'POST',
    json: {
      FirstName: 'Gus',
      LastName: 'Guest',
      Email: 'gus@example.com',
      Phone: '0400 000 222',
      RequestBearerToken: true,
    },
  })

const rolesOf = async (email: string) =>
  (
    await server.payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
  ).docs[0]?.roles

beforeAll(async () => {
  server = await startTestServer({ cmsRest: true })
})
afterAll(() => server?.close())

describe('the first admin of a new installation', () => {
  it('is created from /admin after guests have ordered: the first-user screen depends on staff, not guests', async () => {
    expect((await guestOrderContact()).status).toBe(201)
    const guests = await server.payload.count({ collection: 'users', overrideAccess: true })
    expect(guests.totalDocs).toBe(1)
    // Payload's own questions behind /admin's create-first-user screen and the form it builds there.
    expect(await (await server.api('/cms-api/users/init')).json()).toEqual({ initialized: false })
    const { canAccessAdmin } = await import('payload')
    const nobody = { payload: server.payload } as unknown as Parameters<typeof canAccessAdmin>[0]['req']
    await expect(canAccessAdmin({ req: nobody })).resolves.toBeUndefined()

    const registered = await server.api('/cms-api/users/first-register', {
      method: 'POST',
      json: { email: 'owner@example.com', password: 'owner-password-1' },
    })
    expect(registered.status).toBe(200)
    expect(await rolesOf('owner@example.com')).toEqual(['admin'])
    expect(await (await server.api('/cms-api/users/init')).json()).toEqual({ initialized: true })
    await expect(canAccessAdmin({ req: nobody })).rejects.toThrow('Unauthorized')

    const again = await server.api('/cms-api/users/first-register', {
      method: 'POST',
      json: { email: 'intruder@example.com', password: 'intruder-password-1' },
    })
    expect(again.status).toBe(403)
    expect(await rolesOf('intruder@example.com')).toBeUndefined()
  })

  it('comes from ADMIN_EMAIL on any start without an admin: created, or the account with that address promoted', async () => {
    const { ensureFirstAdmin } = await import('@valuedesk/cms')
    const logged: string[] = []
    const info = server.payload.logger.info.bind(server.payload.logger)
    server.payload.logger.info = ((message: unknown) => {
      logged.push(String(message))
    }) as typeof server.payload.logger.info
    try {
      // An admin exists (the previous test's): the address is left alone, and the log says so.
      await ensureFirstAdmin(server.payload, 'ops@example.com', 'ops-password-1')
      expect(await rolesOf('ops@example.com')).toBeUndefined()
      expect(logged).toContainEqual(
        expect.stringMatching(/an admin exists already: ops@example\.com was not/),
      )

      // Without one: a customer who signed up with that address becomes the admin, with that password.
      await server.payload.delete({
        collection: 'users',
        where: { roles: { in: ['admin'] } },
        overrideAccess: true,
      })
      const signUp = await server.api('/api/users/register', {
        method: 'POST',
        json: {
          FirstName: 'Olive',
          LastName: 'Ops',
          Email: 'ops@example.com',
          Password: 'customer-password',
        },
      })
      expect(signUp.status).toBe(202)
      await server.runAllJobs()
      expect(await rolesOf('ops@example.com')).toEqual(['customer'])
      await ensureFirstAdmin(server.payload, 'ops@example.com', 'ops-password-1')
      expect(await rolesOf('ops@example.com')).toEqual(['admin'])
      expect(logged).toContainEqual(
        expect.stringMatching(/ops@example\.com's existing account is now the admin/),
      )
      const login = await server.api('/api/auth/login', {
        method: 'POST',
        json: { Email: 'ops@example.com', Password: 'ops-password-1' },
      })
      expect(login.status).toBe(200)

      await server.payload.delete({
        collection: 'users',
        where: { roles: { in: ['admin'] } },
        overrideAccess: true,
      })
      await ensureFirstAdmin(
        server.payload,
        'new-admin@example.com',
        'new-admin-password',
        'Jane  Van Citizen',
      )
      expect(await rolesOf('new-admin@example.com')).toEqual(['admin'])
      const created = await server.payload.find({
        collection: 'users',
        where: { email: { equals: 'new-admin@example.com' } },
      })
      // ADMIN_NAME: the name the invitations this admin sends will say.
      expect(created.docs[0]).toMatchObject({ firstName: 'Jane', lastName: 'Van Citizen' })
      expect(logged).toContainEqual(expect.stringMatching(/created the first admin, new-admin@example\.com/))
    } finally {
      server.payload.logger.info = info
    }
  })

  it('is never made by a guest order or a sign-up while there is no admin', async () => {
    await server.payload.delete({
      collection: 'users',
      where: { roles: { in: ['admin'] } },
      overrideAccess: true,
    })
    expect((await guestOrderContact()).status).toBe(201)
    const signUp = await server.api('/api/users/register', {
      method: 'POST',
      json: { FirstName: 'Sue', LastName: 'Signup', Email: 'sue@example.com', Password: 'sue-password-1' },
    })
    expect(signUp.status).toBe(202)
    await server.runAllJobs()
    const admins = await server.payload.count({
      collection: 'users',
      where: { roles: { in: ['admin'] } },
      overrideAccess: true,
    })
    expect(admins.totalDocs).toBe(0)
  })
})
