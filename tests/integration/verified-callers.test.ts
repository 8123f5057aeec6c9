/**
 * A signed-in caller is read from the database once, then believed for a short while (cms
 * accounts/verifiedCallers.ts), and forgotten the moment that stops being safe: a logout, a change of roles,
 * a new password, a deleted account. The user's reads are counted by watching Payload's findByID (the real one
 * runs): nothing of ours is replaced.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let reads: MockInstance
/** How many times a caller's user was read from the database since the last look. */
const userReads = () => {
  const count = reads.mock.calls.filter(([options]) => options.collection === 'users').length
  reads.mockClear()
  return count
}
const me = (token: string) => server.api('/api/users/me', { token })
/** An admin-only call: the pending invitations. */
const adminCall = (token: string) => server.api('/api/users/invitations', { token })

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())
afterEach(() => reads?.mockRestore())

const watchReads = () => void (reads = vi.spyOn(server.payload, 'findByID'))

describe('a verified caller is believed for a short while', () => {
  it('when one token calls again and again, then its user and session are read from the database once', async () => {
    const { token } = await server.signIn('often@callers.test', ['customer'])
    watchReads()
    for (let n = 0; n < 10; n++) expect((await me(token)).status).toBe(200)
    expect(userReads()).toBe(1)
  })

  it('when a browser signs out through /api, then its session ends: the cookie and the session’s token are refused at once', async () => {
    const { user } = await server.signIn('leaving@callers.test', ['customer'])
    const login = await server.api('/api/auth/login', {
      method: 'POST',
      json: { Email: user.email, Password: 'test-password' },
    })
    const { Token } = await login.json()
    const browser = {
      cookie: login.headers.get('set-cookie')!.split(';')[0]!,
      'sec-fetch-site': 'same-origin',
    }
    const meByCookie = () => server.api('/api/users/me', { headers: browser })
    expect((await meByCookie()).status).toBe(200)
    expect((await me(Token)).status).toBe(200)
    const logout = await server.api('/api/auth/logout', { method: 'POST', headers: browser })
    expect(logout.status).toBe(204)
    expect(logout.headers.get('set-cookie')).toMatch(/^payload-token=;/)
    expect((await meByCookie()).status).toBe(401)
    expect((await me(Token)).status).toBe(401)
  })

  it('when the session is logged out through /cms-api, then /api refuses its token at once', async () => {
    const { user, token } = await server.signIn('staff-leaving@callers.test', ['editor'])
    expect((await me(token)).status).toBe(200)
    const { logoutOperation, createLocalReq } = await import('payload')
    const req = await createLocalReq(
      { user: { ...user, collection: 'users', _sid: sessionOf(token) } as never },
      server.payload,
    )
    await logoutOperation({ collection: server.payload.collections.users, req })
    expect((await me(token)).status).toBe(401)
  })

  it('when an admin loses the role, then the next admin call is refused', async () => {
    const { user, token } = await server.signIn('demoted@callers.test', ['admin'])
    expect((await adminCall(token)).status).toBe(200)
    await server.payload.update({ collection: 'users', id: user.id, data: { roles: ['customer'] } })
    expect((await adminCall(token)).status).toBe(403)
  })

  it('when the password changes, then the next call reads the user again', async () => {
    const { user, token } = await server.signIn('new-password@callers.test', ['customer'])
    expect((await me(token)).status).toBe(200)
    watchReads()
    expect((await me(token)).status).toBe(200)
    expect(userReads()).toBe(0)
    await server.payload.update({
      collection: 'users',
      id: user.id,
      data: { password: 'another-password-2026' },
    })
    await me(token)
    expect(userReads()).toBe(1)
  })

  it('when the account is deleted, then its token is refused at once', async () => {
    const { user, token } = await server.signIn('deleted@callers.test', ['customer'])
    expect((await me(token)).status).toBe(200)
    await server.payload.delete({ collection: 'users', id: user.id })
    expect((await me(token)).status).toBe(401)
  })

  it('when a token is forged or altered, then it is refused, however often the real one was believed', async () => {
    const { token } = await server.signIn('forged@callers.test', ['customer'])
    expect((await me(token)).status).toBe(200)
    const [head, claims, signature] = token.split('.')
    const altered = JSON.parse(Buffer.from(claims!, 'base64url').toString())
    altered.id = 1
    const forged = [head, Buffer.from(JSON.stringify(altered)).toString('base64url'), signature].join('.')
    expect((await me(forged)).status).toBe(401)
    expect((await me(`${token}x`)).status).toBe(401)
  })
})

/** The session id a token names. */
function sessionOf(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid
}
