import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lastEmailTo as lastEmail } from '../support/outbox.ts'
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

const register = (json: object) => server.api('/api/users/register', { method: 'POST', json })

const lastEmailTo = (email: string, page?: string) => lastEmail(server, email, page)

describe('registration', () => {
  it('when a customer signs up, then the account opens only from the link e-mailed to the address, as a customer, with the password chosen', async () => {
    const response = await register(jo)
    expect(response.status).toBe(202)
    expect((await login(jo.Email, jo.Password)).status).toBe(401)
    const { token } = await lastEmailTo(jo.Email)
    const confirmed = await server.api('/api/users/confirm_email', {
      method: 'POST',
      json: { Token: token, Password: jo.Password },
    })
    expect(await confirmed.json()).toEqual({ Email: jo.Email })
    const session = await login(jo.Email, jo.Password)
    expect(session.status).toBe(200)
    expect((await session.json()).User).toMatchObject({
      Email: jo.Email,
      FirstName: 'Jo',
      Roles: ['customer'],
    })
  })

  it('when the address has an account, then the answer is the same as for a new one, its owner is told, and nothing changes', async () => {
    const again = await register({ ...jo, Password: 'someone elses password', FirstName: 'Mallory' })
    const fresh = await register({ ...jo, Email: 'fresh@example.com' })
    expect([again.status, fresh.status]).toEqual([202, 202])
    expect(await again.json()).toEqual(await fresh.json())
    expect((await lastEmailTo(jo.Email)).subject).toBe('You already have a ValueDesk account')
    expect((await login(jo.Email, jo.Password)).status).toBe(200)
    expect((await login(jo.Email, 'someone elses password')).status).toBe(401)
  })

  it('when the link is followed with another password, or a second time, then nothing opens', async () => {
    await register({ ...jo, Email: 'twice@example.com' })
    const { token } = await lastEmailTo('twice@example.com')
    const confirm = (Password: string) =>
      server.api('/api/users/confirm_email', { method: 'POST', json: { Token: token, Password } })
    const wrong = await confirm('not the password')
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toHaveProperty('Password')
    expect((await confirm(jo.Password)).status).toBe(200)
    const reused = await confirm(jo.Password)
    expect(reused.status).toBe(400)
    expect(await reused.json()).toHaveProperty('Token')
  })

  it('when someone else signed up with your address and never confirmed it, then a reset link from the address opens the account with your password only', async () => {
    await register({ ...jo, Email: 'squatted@example.com', Password: 'the squatter’s password' })
    await server.runAllJobs()
    await server.api('/api/auth/reset_password/request', {
      method: 'POST',
      json: { Email: 'squatted@example.com' },
    })
    const { token } = await lastEmailTo('squatted@example.com', 'reset-password')
    const reset = await server.api('/api/auth/reset_password/submit', {
      method: 'POST',
      json: { Token: token, Password: 'the owner’s password' },
    })
    expect(reset.status).toBe(204)
    expect((await login('squatted@example.com', 'the owner’s password')).status).toBe(200)
    expect((await login('squatted@example.com', 'the squatter’s password')).status).toBe(401)
  })

  it('when the password is short or roles are slipped in, then it is refused and nothing changes', async () => {
    const short = await register({ ...jo, Email: 'b@example.com', Password: 'short' })
    expect(await short.json()).toHaveProperty('Password')
    const sneaky = await register({ ...jo, Email: 'c@example.com', Roles: ['admin'] })
    expect(sneaky.status).toBe(400)
    await server.runAllJobs()
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
    await server.runAllJobs()
    expect(
      (await server.payload.find({ collection: 'outbox', where: { to: { equals: 'nobody@example.com' } } }))
        .totalDocs,
    ).toBe(0)
  })

  it('when the link from the Outbox e-mail is used, then the new password works once and the old one no longer', async () => {
    const { token } = await lastEmailTo(jo.Email, 'reset-password')

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
