import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await server.payload.create({
    collection: 'users',
    data: { email: 'admin@example.com', password: 'admin-password', roles: ['admin'] },
  })
})
afterAll(() => server?.close())

const jo = {
  Email: 'jo.citizen@example.com',
  Password: 'a long first password',
  FirstName: 'Jo',
  LastName: 'Citizen',
}
const login = (Email: string, Password: string) =>
  server.api('/api/auth/login', { method: 'POST', json: { Email, Password } })

describe('registration', () => {
  it('when a customer registers, then the account is a customer and is signed in', async () => {
    const response = await server.api('/api/users/register', { method: 'POST', json: jo })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body.User).toMatchObject({ Email: jo.Email, FirstName: 'Jo', Roles: ['customer'] })
    expect((await server.api('/api/users/me', { token: body.Token })).status).toBe(200)
  })

  it('when the e-mail is taken, the password short or roles are slipped in, then it is refused and nothing changes', async () => {
    expect((await server.api('/api/users/register', { method: 'POST', json: jo })).status).toBe(409)
    const short = await server.api('/api/users/register', {
      method: 'POST',
      json: { ...jo, Email: 'b@example.com', Password: 'short' },
    })
    expect(await short.json()).toHaveProperty('Password')
    const sneaky = await server.api('/api/users/register', {
      method: 'POST',
      json: { ...jo, Email: 'c@example.com', Roles: ['admin'] },
    })
    expect(sneaky.status).toBe(400)
    expect(
      (
        await server.payload.count({
          collection: 'users',
          where: { email: { in: ['b@example.com', 'c@example.com'] } },
        })
      ).totalDocs,
    ).toBe(0)
  })
})

describe('password reset', () => {
  it('when asked for any address, then the answer is the same; only a real account gets an e-mail', async () => {
    const known = await server.api('/api/auth/reset_password/request', {
      method: 'POST',
      json: { Email: jo.Email },
    })
    const unknown = await server.api('/api/auth/reset_password/request', {
      method: 'POST',
      json: { Email: 'nobody@example.com' },
    })
    expect([known.status, unknown.status]).toEqual([202, 202])
    expect(await known.json()).toEqual(await unknown.json())
    await server.payload.jobs.run()
    expect(
      (await server.payload.find({ collection: 'outbox', where: { to: { equals: 'nobody@example.com' } } }))
        .totalDocs,
    ).toBe(0)
  })

  it('when the link from the Outbox e-mail is used, then the new password works once and the old one no longer', async () => {
    await server.payload.jobs.run()
    const { docs } = await server.payload.find({
      collection: 'outbox',
      where: { to: { equals: jo.Email } },
      sort: '-createdAt',
    })
    const link = new URL(/https?:\/\/\S+\/reset-password\?token=\S+/.exec(docs[0]!.text!)![0])
    const token = link.searchParams.get('token')!

    const reset = await server.api('/api/auth/reset_password/submit', {
      method: 'POST',
      json: { Token: token, Password: 'a brand new password' },
    })
    expect(reset.status).toBe(204)
    expect((await login(jo.Email, 'a brand new password')).status).toBe(200)
    expect((await login(jo.Email, jo.Password)).status).toBe(401)

    const again = await server.api('/api/auth/reset_password/submit', {
      method: 'POST',
      json: { Token: token, Password: 'yet another password' },
    })
    expect(again.status).toBe(400)
    expect(await again.json()).toHaveProperty('Token')
  })
})

describe('login', () => {
  it('when the password is right, then a token comes back that expires within eight hours and opens /users/me', async () => {
    await server.payload.create({
      collection: 'users',
      data: { email: 'sam@example.com', password: 'sams-password', roles: ['customer'] },
    })
    const response = await login('sam@example.com', 'sams-password')
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i)
    const session = await response.json()
    const hours = (new Date(session.Expires).getTime() - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(7.9)
    expect(hours).toBeLessThanOrEqual(8)
    expect((await (await server.api('/api/users/me', { token: session.Token })).json()).Email).toBe(
      'sam@example.com',
    )
    expect((await server.api('/api/users/me', { token: `${session.Token}x` })).status).toBe(401)
  })

  it('when the body is wrong, then it is a 400 naming the field; a wrong password is a 401 that does not say which part was wrong', async () => {
    const bad = await server.api('/api/auth/login', { method: 'POST', json: { Email: 'not-an-email' } })
    expect(Object.keys(await bad.json()).sort()).toEqual(['Email', 'Password'])
    const wrong = await login('sam@example.com', 'not-sams-password')
    expect(wrong.status).toBe(401)
    const nobody = await login('nobody@example.com', 'whatever-password')
    expect((await nobody.json()).message).toBe((await wrong.json()).message)
  })

  it('when the password is guessed five times, then the account is locked, even to the right password', async () => {
    await server.payload.create({
      collection: 'users',
      data: { email: 'target@example.com', password: 'the-real-password', roles: ['customer'] },
    })
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login('target@example.com', `guess-${attempt}`)).status).toBe(401)
    const locked = await login('target@example.com', 'the-real-password')
    expect(locked.status).toBeGreaterThanOrEqual(400)
    expect(locked.status).toBeLessThan(500)
    expect((await locked.json()).Token).toBeUndefined()
  })
})
