import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { HOUR_MS, MINUTE_MS } from '@valuedesk/domain'

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
    // The password is hashed before the sign-up is queued: the queue never holds it.
    const queued = await server.payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'signUp' } },
    })
    expect(queued.totalDocs).toBe(1)
    expect(JSON.stringify(queued.docs)).not.toContain(jo.Password)
    expect((await login(jo.Email, jo.Password)).status).toBe(401)
    const { token } = await lastEmailTo(jo.Email)
    const confirmed = await server.api('/api/users/confirm_email', {
      method: 'POST',
      json: { Token: token, Password: jo.Password },
    })
    expect(await confirmed.json()).toEqual({ Email: jo.Email })
    // Kept as Payload's salted PBKDF2 hash, never as typed.
    const stored = await server.payload.db.findOne<{ id: number; hash: string; salt: string }>({
      collection: 'users',
      where: { email: { equals: jo.Email } },
    })
    expect(stored!.hash).toMatch(/^pbkdf2-sha256-v1:[0-9a-f]{64}$/)
    expect(stored!.salt).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(stored)).not.toContain(jo.Password)
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

  it('when the link is more than an hour old, then it no longer works', async () => {
    await server.payload.create({
      collection: 'users',
      data: { email: 'late@example.com', password: 'the old password', roles: ['customer'] },
    })
    await server.api('/api/auth/reset_password/request', {
      method: 'POST',
      json: { Email: 'late@example.com' },
    })
    const { token } = await lastEmailTo('late@example.com', 'reset-password')
    const user = await server.payload.db.findOne<{ id: number; resetPasswordExpiration: string }>({
      collection: 'users',
      where: { email: { equals: 'late@example.com' } },
    })
    const minutes = (Date.parse(user!.resetPasswordExpiration) - Date.now()) / MINUTE_MS
    expect(minutes).toBeGreaterThan(59)
    expect(minutes).toBeLessThanOrEqual(60)
    await server.payload.db.updateOne({
      collection: 'users',
      where: { id: { equals: user!.id } },
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
    })
    const late = await server.api('/api/auth/reset_password/submit', {
      method: 'POST',
      json: { Token: token, Password: 'a brand new password' },
    })
    expect(late.status).toBe(400)
    expect((await login('late@example.com', 'the old password')).status).toBe(200)
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
    const hours = (new Date(session.Expires).getTime() - Date.now()) / HOUR_MS
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

  it('when the password is guessed five times, then the account is locked for 15 minutes, even to the right password', async () => {
    const target = await server.payload.create({
      collection: 'users',
      data: { email: 'target@example.com', password: 'the-real-password', roles: ['customer'] },
    })
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login('target@example.com', `guess-${attempt}`)).status).toBe(401)
    const locked = await login('target@example.com', 'the-real-password')
    expect(locked.status).toBeGreaterThanOrEqual(400)
    expect(locked.status).toBeLessThan(500)
    expect((await locked.json()).Token).toBeUndefined()
    const { lockUntil } = await server.payload.findByID({
      collection: 'users',
      id: target.id,
      showHiddenFields: true,
    })
    const minutes = (Date.parse(lockUntil!) - Date.now()) / MINUTE_MS
    expect(minutes).toBeGreaterThan(14.9)
    expect(minutes).toBeLessThanOrEqual(15)
    // Fifteen minutes and a second later (Payload's lock, and the attempts counted before any password check),
    // the right password opens it again.
    await server.payload.db.updateOne({
      collection: 'users',
      where: { id: { equals: target.id } },
      data: { lockUntil: new Date(Date.now() - 1000).toISOString() },
    })
    await server.payload.db.updateMany({
      collection: 'request-counts',
      where: {},
      data: { at: new Date(Date.now() - 15 * MINUTE_MS - 1000).toISOString() },
    })
    expect((await login('target@example.com', 'the-real-password')).status).toBe(200)
  })
})
