import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

// The limits as in production (the suite multiplies them): set before the CMS reads its configuration. The test
// client plays a load balancer on this machine when a test means several clients.
process.env.RATE_LIMIT_MULTIPLIER = '1'
process.env.TRUST_PROXY = 'loopback'

// /cms-api answered by Payload's own REST handler, where the admin sits behind the same Express app.
let server: TestServer
let guest: string
let customer: string
let editor: string
let valuer: string
let admin: string
let lockedId: number

beforeAll(async () => {
  server = await startTestServer({ cmsRest: true })
  // The first account of a new installation is its admin: made first.
  admin = (await server.signIn('adm@example.com', ['admin'])).token
  customer = (await server.signIn('cus@example.com', ['customer'])).token
  editor = (await server.signIn('ed@example.com', ['editor'])).token
  valuer = (await server.signIn('val@example.com', ['valuer'])).token
  guest = (
    await (
      await server.api('/api/contacts', {
        method: 'POST',
        json: {
          FirstName: 'Gus',
          LastName: 'Guest',
          Email: 'gus@example.com',
          Phone: '0400 000 222',
          RequestBearerToken: true,
        },
      })
    ).json()
  ).Token
  const locked = await server.signIn('locked@example.com', ['customer'])
  lockedId = locked.user.id
  for (let attempt = 0; attempt < 6; attempt++)
    await server.api('/api/auth/login', {
      method: 'POST',
      json: { Email: 'locked@example.com', Password: 'not-the-password' },
    })
})
afterAll(() => server?.close())

const unlock = (token?: string) =>
  server.api('/cms-api/users/unlock', { method: 'POST', token, json: { email: 'locked@example.com' } })
const lockedOut = async () =>
  Boolean(
    (await server.payload.findByID({ collection: 'users', id: lockedId, showHiddenFields: true })).lockUntil,
  )

describe('one door for customers: /cms-api is for staff', () => {
  it('when a guest, a customer or nobody calls Payload’s REST, then they are turned away before Payload', async () => {
    for (const token of [undefined, guest, customer]) {
      for (const [method, path] of [
        ['GET', '/cms-api/users'],
        ['GET', '/cms-api/contacts'],
        ['GET', '/cms-api/files'],
        ['PATCH', '/cms-api/businesses/1'],
        ['GET', '/cms-api/payload-preferences'],
        ['GET', '/cms-api/access'],
      ] as const) {
        const response = await server.api(path, { method, token, json: method === 'GET' ? undefined : {} })
        expect([401, 403], `${method} ${path} as ${token ? 'signed in' : 'nobody'}`).toContain(
          response.status,
        )
      }
    }
  })

  it('when any guest tries to unlock an account locked by wrong passwords, then it stays locked; an editor cannot either, an admin can', async () => {
    expect(await lockedOut()).toBe(true)
    for (const token of [undefined, guest, customer, editor, valuer])
      expect([401, 403]).toContain((await unlock(token)).status)
    expect(await lockedOut()).toBe(true)
    expect((await unlock(admin)).status).toBe(200)
    expect(await lockedOut()).toBe(false)
  })

  it('when staff use their screens’ calls, or anyone signs in to /admin, then those still work; a signed-in customer is not told who they are there (their account is /api’s)', async () => {
    expect((await server.api('/cms-api/pages?limit=1', { token: editor })).status).toBe(200)
    expect((await server.api('/cms-api/valuations?limit=1', { token: valuer })).status).toBe(200)
    expect(await (await server.api('/cms-api/users/me', { token: editor })).json()).toMatchObject({
      user: { email: 'ed@example.com' },
    })
    expect(await (await server.api('/cms-api/users/me')).json()).toMatchObject({ user: null })
    for (const token of [customer, guest])
      expect((await server.api('/cms-api/users/me', { token })).status).toBe(403)
    const login = await server.api('/cms-api/users/login', {
      method: 'POST',
      json: { email: 'ed@example.com', password: 'test-password' },
    })
    expect(login.status).toBe(200)
  })

  it('when someone guesses passwords at /cms-api/users/login, then they are limited as on /api, with Retry-After', async () => {
    const answers = []
    for (let attempt = 0; attempt < 22; attempt++)
      answers.push(
        (
          await server.api('/cms-api/users/login', {
            method: 'POST',
            json: { email: 'nobody-here@example.com', password: `guess-${attempt}` },
          })
        ).status,
      )
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0)
    const limited = await server.api('/cms-api/users/login', {
      method: 'POST',
      json: { email: 'nobody-here@example.com', password: 'one-more' },
    })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await limited.json()).message).toMatch(/Too many requests/)
  })

  it('when one client guesses through /api and /cms-api in turn, then its guesses add up to one limit', async () => {
    const client = { 'x-forwarded-for': '203.0.113.50' }
    const statuses = []
    for (let n = 0; n < 22; n++)
      statuses.push(
        (n % 2
          ? await server.api('/api/auth/login', {
              method: 'POST',
              headers: client,
              json: { Email: `nobody-${n}@example.com`, Password: 'a-guess' },
            })
          : await server.api('/cms-api/users/login', {
              method: 'POST',
              headers: client,
              json: { email: `nobody-${n}@example.com`, password: 'a-guess' },
            })
        ).status,
      )
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
  })

  it('when five wrong guesses were made at an address with an account and at one without, then both are answered alike', async () => {
    await server.payload.create({
      collection: 'users',
      data: { email: 'known@example.com', password: 'test-password', roles: ['editor'] },
    })
    const answers = []
    for (const email of ['known@example.com', 'unknown@example.com']) {
      let answer!: Response
      for (let n = 0; n < 6; n++)
        answer = await server.api('/cms-api/users/login', {
          method: 'POST',
          headers: { 'x-forwarded-for': `198.51.100.${answers.length * 10 + n}` },
          json: { email, password: `guess-${n}` },
        })
      answers.push({ status: answer.status, body: await answer.json() })
    }
    expect(answers[0]!.status).toBe(401)
    expect(answers[1]).toEqual(answers[0])
  })

  it('when 30 wrong guesses at one account arrive at once, from as many addresses, through both doors, then at most five passwords are checked, and the right one is refused after them', async () => {
    const victim = await server.payload.create({
      collection: 'users',
      data: { email: 'victim@example.com', password: 'the-right-password', roles: ['editor'] },
    })
    const guess = (n: number, password: string) =>
      n % 2
        ? server.api('/api/auth/login', {
            method: 'POST',
            headers: { 'x-forwarded-for': `192.0.2.${n}` },
            json: { Email: victim.email, Password: password },
          })
        : server.api('/cms-api/users/login', {
            method: 'POST',
            headers: { 'x-forwarded-for': `192.0.2.${n}` },
            json: { email: victim.email, password },
          })
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async (_, n) => {
        const response = await guess(n, `guess-${n}`)
        await response.text()
        return response.status
      }),
    )
    expect(statuses.every((status) => status === 401)).toBe(true)
    // Payload counts each password it checked and found wrong.
    const checked = async () =>
      (await server.payload.findByID({ collection: 'users', id: victim.id, showHiddenFields: true }))
        .loginAttempts
    expect(await checked()).toBeLessThanOrEqual(5)
    // Guesses one at a time use up what the burst left of the five; none is checked beyond them.
    for (let n = 0; n < 5; n++) expect((await guess(n, `slow-guess-${n}`)).status).toBe(401)
    expect(await checked()).toBeLessThanOrEqual(5)
    expect((await guess(31, 'the-right-password')).status).toBe(401)
  })
})
