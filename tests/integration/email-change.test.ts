import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@valuedesk/cms'

import { MINUTE_MS } from '@valuedesk/domain'

import { lastEmailTo as lastEmail } from '../support/outbox.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

// The limits as in production: a user asks for at most five links to new addresses an hour.
process.env.RATE_LIMIT_MULTIPLIER = '1'

let server: TestServer
let admin: string
beforeAll(async () => {
  server = await startTestServer({ cmsRest: true })
  // The first account of a new installation is its admin: made first.
  admin = (await server.signIn('admin@example.com', ['admin'])).token
})
afterAll(() => server?.close())

let people = 0
/** A new account with these roles, signed in: its id, address and token. */
async function someone(roles: ('admin' | 'editor' | 'valuer' | 'customer')[]) {
  const email = `person${++people}@example.com`
  const { user, token } = await server.signIn(email, roles, { firstName: 'Pat' })
  return { id: user.id, email, token }
}

const addressOf = async (id: number) =>
  (await server.payload.findByID({ collection: 'users', id, depth: 0 })) as {
    email: string
    pendingEmail?: string | null
  }

const lastEmailTo = (address: string) => lastEmail(server, address)

const confirm = (Token: string | undefined, Password = 'test-password') =>
  server.api('/api/users/confirm_email', { method: 'POST', json: { Token, Password } })

describe('a change of e-mail address by the user takes effect only from the new address', () => {
  it('when a customer changes their address on /api, then it waits; the link sent to the new address, with the password, makes the change, once', async () => {
    const customer = await someone(['customer'])
    const changed = await server.api('/api/users/me', {
      method: 'PATCH',
      token: customer.token,
      json: { Email: 'new-home@example.com', FirstName: 'Patricia' },
    })
    expect(await changed.json()).toMatchObject({
      Email: customer.email,
      PendingEmail: 'new-home@example.com',
      FirstName: 'Patricia',
    })
    const notice = await lastEmailTo(customer.email)
    expect(notice.subject).toBe('Your ValueDesk e-mail address is about to change')
    expect(notice.text).toContain('new-home@example.com')
    const { token } = await lastEmailTo('new-home@example.com')
    const login = (Email: string) =>
      server.api('/api/auth/login', { method: 'POST', json: { Email, Password: 'test-password' } })
    expect((await login('new-home@example.com')).status).toBe(401)

    expect((await confirm(token, 'not the password')).status).toBe(400)
    const confirmed = await confirm(token)
    expect(await confirmed.json()).toEqual({ Email: 'new-home@example.com' })
    expect(await addressOf(customer.id)).toMatchObject({ email: 'new-home@example.com', pendingEmail: null })
    expect((await login('new-home@example.com')).status).toBe(200)
    expect((await login(customer.email)).status).toBe(401)
    const again = await confirm(token)
    expect(again.status).toBe(400)
    expect(await again.json()).toHaveProperty('Token')
  })

  it('when staff change their own address through /cms-api, then it waits for the link too', async () => {
    const valuer = await someone(['valuer'])
    const response = await server.api(`/cms-api/users/${valuer.id}`, {
      method: 'PATCH',
      token: valuer.token,
      json: { email: 'valuer-new@example.com' },
    })
    expect(response.status).toBe(200)
    expect(await addressOf(valuer.id)).toMatchObject({
      email: valuer.email,
      pendingEmail: 'valuer-new@example.com',
    })
    expect((await lastEmailTo('valuer-new@example.com')).token).toBeDefined()
  })

  it('when code changes a user’s address through the Local API as that user, then it waits for the link too', async () => {
    const customer = await someone(['customer'])
    const user = await server.payload.findByID({ collection: 'users', id: customer.id, depth: 0 })
    await server.payload.update({
      collection: 'users',
      id: customer.id,
      data: { email: 'local-new@example.com' },
      user,
      overrideAccess: false,
    })
    expect(await addressOf(customer.id)).toMatchObject({
      email: customer.email,
      pendingEmail: 'local-new@example.com',
    })
  })

  it('when an admin changes another user’s address, then it takes effect at once; their own waits for the link', async () => {
    const customer = await someone(['customer'])
    await server.api(`/cms-api/users/${customer.id}`, {
      method: 'PATCH',
      token: admin,
      json: { email: 'moved-by-admin@example.com' },
    })
    expect((await addressOf(customer.id)).email).toBe('moved-by-admin@example.com')
    const adminId = (
      await server.payload.find({ collection: 'users', where: { email: { equals: 'admin@example.com' } } })
    ).docs[0]!.id
    await server.api(`/cms-api/users/${adminId}`, {
      method: 'PATCH',
      token: admin,
      json: { email: 'admin-new@example.com' },
    })
    expect(await addressOf(adminId)).toMatchObject({
      email: 'admin@example.com',
      pendingEmail: 'admin-new@example.com',
    })
  })
})

describe('the link', () => {
  it('when it is kept, then only its hash is, and after an hour it no longer works', async () => {
    const customer = await someone(['customer'])
    await server.api('/api/users/me', {
      method: 'PATCH',
      token: customer.token,
      json: { Email: 'late@example.com' },
    })
    const { token } = await lastEmailTo('late@example.com')
    const stored = await server.payload.db.findOne<User>({
      collection: 'users',
      where: { id: { equals: customer.id } },
    })
    expect(stored!.emailTokenHash).toBe(createHash('sha256').update(token!).digest('hex'))
    expect(JSON.stringify(stored)).not.toContain(token)
    const minutes = (Date.parse(stored!.emailTokenExpiresAt!) - Date.now()) / MINUTE_MS
    expect(minutes).toBeGreaterThan(59)
    expect(minutes).toBeLessThanOrEqual(60)
    await server.payload.db.updateOne({
      collection: 'users',
      where: { id: { equals: customer.id } },
      data: { emailTokenExpiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    const late = await confirm(token)
    expect(late.status).toBe(400)
    expect(await late.json()).toHaveProperty('Token')
    expect((await addressOf(customer.id)).email).toBe(customer.email)
  })

  it('when the new address has an account already, then the answer is the same, its owner is told, and no link exists', async () => {
    const customer = await someone(['customer'])
    const other = await someone(['customer'])
    const response = await server.api('/api/users/me', {
      method: 'PATCH',
      token: customer.token,
      json: { Email: other.email },
    })
    expect(await response.json()).toMatchObject({ Email: customer.email, PendingEmail: other.email })
    const told = await lastEmailTo(other.email)
    expect(told.subject).toBe('You already have a ValueDesk account')
    expect(told.token).toBeUndefined()
  })
})

describe('limits', () => {
  it('when a user asks for links to new address after new address, then the sixth in an hour is a 429 with Retry-After, and the address stays', async () => {
    const customer = await someone(['customer'])
    const change = (n: number) =>
      server.api('/api/users/me', {
        method: 'PATCH',
        token: customer.token,
        json: { Email: `try${n}@example.com` },
      })
    for (let n = 1; n <= 5; n++) expect((await change(n)).status).toBe(200)
    const refused = await change(6)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect((await refused.json()).message).toMatch(/too many e-mails this hour/)
    expect(await addressOf(customer.id)).toMatchObject({
      email: customer.email,
      pendingEmail: 'try5@example.com',
    })
  })
})
