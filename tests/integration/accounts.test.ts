import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await server.payload.create({ collection: 'users', data: { email: 'admin@example.com', password: 'admin-password', roles: ['admin'] } })
})
afterAll(() => server?.close())

const jo = { Email: 'jo.citizen@example.com', Password: 'a long first password', FirstName: 'Jo', LastName: 'Citizen' }
const login = (Email: string, Password: string) => server.api('/api/auth/login', { method: 'POST', json: { Email, Password } })

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
    const short = await server.api('/api/users/register', { method: 'POST', json: { ...jo, Email: 'b@example.com', Password: 'short' } })
    expect(await short.json()).toHaveProperty('Password')
    const sneaky = await server.api('/api/users/register', { method: 'POST', json: { ...jo, Email: 'c@example.com', Roles: ['admin'] } })
    expect(sneaky.status).toBe(400)
    expect((await server.payload.count({ collection: 'users', where: { email: { in: ['b@example.com', 'c@example.com'] } } })).totalDocs).toBe(0)
  })
})

describe('password reset', () => {
  it('when asked for any address, then the answer is the same; only a real account gets an e-mail', async () => {
    const known = await server.api('/api/auth/reset_password/request', { method: 'POST', json: { Email: jo.Email } })
    const unknown = await server.api('/api/auth/reset_password/request', { method: 'POST', json: { Email: 'nobody@example.com' } })
    expect([known.status, unknown.status]).toEqual([202, 202])
    expect(await known.json()).toEqual(await unknown.json())
    await server.payload.jobs.run()
    expect((await server.payload.find({ collection: 'outbox', where: { to: { equals: 'nobody@example.com' } } })).totalDocs).toBe(0)
  })

  it('when the link from the Outbox e-mail is used, then the new password works once and the old one no longer', async () => {
    await server.payload.jobs.run()
    const { docs } = await server.payload.find({ collection: 'outbox', where: { to: { equals: jo.Email } }, sort: '-createdAt' })
    const link = new URL(/https?:\/\/\S+\/reset-password\?token=\S+/.exec(docs[0]!.text!)![0])
    const token = link.searchParams.get('token')!

    const reset = await server.api('/api/auth/reset_password/submit', { method: 'POST', json: { Token: token, Password: 'a brand new password' } })
    expect(reset.status).toBe(204)
    expect((await login(jo.Email, 'a brand new password')).status).toBe(200)
    expect((await login(jo.Email, jo.Password)).status).toBe(401)

    const again = await server.api('/api/auth/reset_password/submit', { method: 'POST', json: { Token: token, Password: 'yet another password' } })
    expect(again.status).toBe(400)
    expect(await again.json()).toHaveProperty('Token')
  })
})
