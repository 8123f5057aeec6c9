/**
 * The user's reads are counted by watching Payload's findByID (the real one runs): nothing of ours is replaced.
 * (scale-out.test.ts: the same across two processes.)
 */
import { setTimeout as sleep } from 'node:timers/promises'
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
  // Payload's REST handler answers /cms-api, where the admin would: its reset and change of password.
  server = await startTestServer({ cmsRest: true })
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

  it.each(['a reset through /api', 'a reset through /cms-api', 'a change of password'] as const)(
    'when a stolen session was believed, then after %s it is refused at once',
    async (how) => {
      const email = `owner-${how.replaceAll(/\W/g, '-')}@callers.test`
      const { user, token: own } = await server.signIn(email, ['editor'])
      // The thief's copy of another of the owner's sessions, verified and kept.
      const stolen = (
        await (
          await server.api('/api/auth/login', {
            method: 'POST',
            json: { Email: email, Password: 'test-password' },
          })
        ).json()
      ).Token as string
      // The owner asks for a reset link (or not, to change the password signed in)…
      const resetToken =
        how === 'a change of password'
          ? undefined
          : await server.payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
      // …while the thief's copy is in use, verified and kept (a second later: what the request changed has
      // reached every cache).
      await sleep(1000)
      expect((await me(stolen)).status).toBe(200)
      expect((await me(stolen)).status).toBe(200)

      const done =
        how === 'a change of password'
          ? await server.api(`/cms-api/users/${user.id}`, {
              method: 'PATCH',
              token: own,
              json: { password: 'changed-password-2' },
            })
          : how === 'a reset through /api'
            ? await server.api('/api/auth/reset_password/submit', {
                method: 'POST',
                json: { Token: resetToken, Password: 'reset-password-3' },
              })
            : await server.api('/cms-api/users/reset-password', {
                method: 'POST',
                json: { token: resetToken, password: 'reset-password-3' },
              })
      expect(done.status, await done.clone().text()).toBeLessThan(300)
      expect((await me(stolen)).status).toBe(401)
      // A change keeps the session that made it (its owner's); a reset ends every session of the account.
      expect((await me(own)).status).toBe(how === 'a change of password' ? 200 : 401)
    },
  )

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
