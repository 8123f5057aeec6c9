import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DAY_MS } from '@valuedesk/domain'

import { defaultPractice } from '../support/licensedValuer.ts'
import { emailsTo, lastEmailTo as lastEmail } from '../support/outbox.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

// The send limits as in production (the suite multiplies them): set before the CMS reads its configuration.
process.env.RATE_LIMIT_MULTIPLIER = '1'

let server: TestServer
let admin: string
let practiceId: number
const tokens: Record<'valuer' | 'editor' | 'customer' | 'guest', string> = {
  valuer: '',
  editor: '',
  customer: '',
  guest: '',
}

beforeAll(async () => {
  server = await startTestServer({ cmsRest: true })
  admin = (await server.signIn('maria@example.com', ['admin'], { firstName: 'Maria', lastName: 'Rossi' }))
    .token
  tokens.valuer = (await server.signIn('val@example.com', ['valuer'])).token
  tokens.editor = (await server.signIn('ed@example.com', ['editor'])).token
  tokens.customer = (await server.signIn('cus@example.com', ['customer'])).token
  tokens.guest = (await (await server.api('/api/users/guest', { method: 'POST' })).json()).Token
  practiceId = (await defaultPractice(server)).id
})
afterAll(() => server?.close())

const valuer = (email: string, extra: object = {}) => ({
  FirstName: 'Jo',
  LastName: 'Citizen',
  Email: email,
  Role: 'valuer',
  PracticeId: practiceId,
  Position: 'Certified Practising Valuer',
  Licences: [
    { State: 'QLD', Number: '4821', ExpiresOn: '2030-06-30' },
    { State: 'NSW', Number: 'VAL-1763', ExpiresOn: null },
  ],
  ...extra,
})
const invite = (json: object, token = admin) =>
  server.api('/api/users/invitations', { method: 'POST', token, json })
const resend = (userId: number | string, token = admin) =>
  server.api(`/api/users/invitations/${userId}/resend`, { method: 'POST', token })
const setPassword = (Token: string | undefined, Password: string) =>
  server.api('/api/auth/reset_password/submit', { method: 'POST', json: { Token, Password } })
const login = (Email: string, Password: string) =>
  server.api('/api/auth/login', { method: 'POST', json: { Email, Password } })
const invitationTo = (email: string) => lastEmail(server, email, 'set-password')
const userAt = async (email: string) =>
  (await server.payload.find({ collection: 'users', where: { email: { equals: email } } })).docs[0]

describe('inviting a valuer', () => {
  it('when an admin invites a valuer with licences, then their account, practice record and licences exist at once, and the e-mail says who invited them, where, and until when the link works', async () => {
    const response = await invite(valuer('Jo.Citizen@Example.com'))
    expect(response.status).toBe(201)
    const answer = await response.json()
    expect(answer).toMatchObject({
      Email: 'jo.citizen@example.com',
      Role: 'valuer',
      PracticeId: practiceId,
      InvitedBy: 'Maria Rossi',
    })
    const days = (Date.parse(answer.LinkExpiresAt) - Date.parse(answer.InvitedAt)) / DAY_MS
    expect(days).toBe(7)

    const user = await userAt('jo.citizen@example.com')
    expect(user).toMatchObject({ roles: ['valuer'], firstName: 'Jo', lastName: 'Citizen' })
    const { docs: records } = await server.payload.find({
      collection: 'practice-valuers',
      where: { valuer: { equals: user!.id } },
    })
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({ name: 'Jo Citizen', position: 'Certified Practising Valuer' })
    expect(records[0]!.licences?.map((l) => [l.state, l.number, l.expiresOn?.slice(0, 10) ?? null])).toEqual([
      ['QLD', '4821', '2030-06-30'],
      ['NSW', 'VAL-1763', null],
    ])

    const email = await invitationTo('jo.citizen@example.com')
    const practice = await server.payload.findByID({ collection: 'practices', id: practiceId })
    expect(email.subject).toBe(
      `Maria Rossi of ValueDesk Pty Ltd invited you to ValueDesk, for ${practice.name}`,
    )
    expect(email.text).toContain('as a valuer for')
    expect(email.text).toMatch(
      /The link works once, until \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m \(Brisbane time\)/,
    )
    expect(email.token).toBeTruthy()
  })

  it('when an admin without a name (made from ADMIN_EMAIL) invites, then the e-mail names the company, never their address', async () => {
    const nameless = (await server.signIn('ops@example.com', ['admin'])).token
    const kim = valuer('kim@example.com', { FirstName: 'Kim', LastName: 'Lee' })
    expect((await invite(kim, nameless)).status).toBe(201)
    const email = await invitationTo('kim@example.com')
    expect(email.subject).toMatch(/^ValueDesk Pty Ltd invited you to ValueDesk, for /)
    expect(email.text).toContain('ValueDesk Pty Ltd has invited you to ValueDesk as a valuer')
    expect(`${email.subject}\n${email.text}`).not.toContain('ops@example.com')
  })

  it('when the invited follow the link and choose a password, then they sign in as a valuer, and the invitation leaves the list', async () => {
    const before = await (await server.api('/api/users/invitations', { token: admin })).json()
    expect(before.map((i: { Email: string }) => i.Email)).toContain('jo.citizen@example.com')
    // Nobody can sign in before the password is chosen.
    expect((await login('jo.citizen@example.com', 'a guessed password')).status).toBe(401)

    const { token } = await invitationTo('jo.citizen@example.com')
    expect((await setPassword(token, 'jo’s own password')).status).toBe(204)
    const session = await login('jo.citizen@example.com', 'jo’s own password')
    expect(session.status).toBe(200)
    expect((await session.json()).User).toMatchObject({ Roles: ['valuer'], FirstName: 'Jo' })

    const after = await (await server.api('/api/users/invitations', { token: admin })).json()
    expect(after.map((i: { Email: string }) => i.Email)).not.toContain('jo.citizen@example.com')
    expect((await userAt('jo.citizen@example.com'))!.invitationAcceptedAt).toBeTruthy()
  })

  it('when the link is used a second time, then it is refused and the password stays', async () => {
    const { token } = await invitationTo('jo.citizen@example.com')
    const again = await setPassword(token, 'someone else’s password')
    expect(again.status).toBe(400)
    expect(await again.json()).toHaveProperty('Token')
    expect((await login('jo.citizen@example.com', 'jo’s own password')).status).toBe(200)
  })

  it('when the address has an account already, then the invitation is refused naming the Email field, and nothing is made', async () => {
    const users = (await server.payload.count({ collection: 'users' })).totalDocs
    const records = (await server.payload.count({ collection: 'practice-valuers' })).totalDocs
    for (const email of ['jo.citizen@example.com', 'CUS@example.com']) {
      const response = await invite(valuer(email))
      expect(response.status).toBe(400)
      expect((await response.json()).Email[0]).toMatch(/already has a ValueDesk account/)
    }
    expect((await server.payload.count({ collection: 'users' })).totalDocs).toBe(users)
    expect((await server.payload.count({ collection: 'practice-valuers' })).totalDocs).toBe(records)
  })

  it('when a valuer comes without a practice or a licence, or with an expired licence, then each field says what is missing', async () => {
    const none = await invite(valuer('nolicence@example.com', { PracticeId: undefined, Licences: [] }))
    expect(none.status).toBe(400)
    expect(Object.keys(await none.json()).sort()).toEqual(['Licences', 'PracticeId'])
    const expired = await invite(
      valuer('expired@example.com', { Licences: [{ State: 'WA', Number: '1', ExpiresOn: '2020-01-31' }] }),
    )
    expect(await expired.json()).toEqual({
      'Licences.0.ExpiresOn': ['This licence expired on 31 January 2020: record the renewed one.'],
    })
    const unknown = await invite(valuer('nopractice@example.com', { PracticeId: 999_999 }))
    expect(await unknown.json()).toEqual({ PracticeId: ['There is no practice 999999.'] })
    expect(await userAt('nolicence@example.com')).toBeUndefined()
    expect(await userAt('nopractice@example.com')).toBeUndefined()
  })
})

describe('inviting an editor, and the link’s life', () => {
  it('when an editor is invited, then they have no practice record, and a link past its seven days is refused', async () => {
    const response = await invite({
      FirstName: 'Ed',
      LastName: 'Itor',
      Email: 'ed.itor@example.com',
      Role: 'editor',
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ Role: 'editor', PracticeId: null, PracticeName: null })
    const user = await userAt('ed.itor@example.com')
    expect(user!.roles).toEqual(['editor'])
    expect(
      (
        await server.payload.count({
          collection: 'practice-valuers',
          where: { valuer: { equals: user!.id } },
        })
      ).totalDocs,
    ).toBe(0)
    const { token, text } = await invitationTo('ed.itor@example.com')
    expect(text).toContain('as an editor')
    await server.payload.db.updateOne({
      collection: 'users',
      where: { id: { equals: user!.id } },
      data: { resetPasswordExpiration: new Date(Date.now() - DAY_MS).toISOString() },
    })
    const late = await setPassword(token, 'too late a password')
    expect(late.status).toBe(400)
    expect(await late.json()).toEqual({
      Token: ['This link has expired or was already used. Ask for a new one.'],
    })
    expect((await login('ed.itor@example.com', 'too late a password')).status).toBe(401)
  })

  it('when the admin sends the invitation again, then a new link works and the old one does not', async () => {
    const user = await userAt('ed.itor@example.com')
    const { token: old } = await invitationTo('ed.itor@example.com')
    const response = await resend(user!.id)
    expect(response.status).toBe(200)
    expect(Date.parse((await response.json()).LinkExpiresAt)).toBeGreaterThan(Date.now() + 6.9 * DAY_MS)
    const { token } = await invitationTo('ed.itor@example.com')
    expect(token).not.toBe(old)
    expect((await setPassword(old, 'an old link’s password')).status).toBe(400)
    expect((await setPassword(token, 'the editor’s password')).status).toBe(204)
    expect((await login('ed.itor@example.com', 'the editor’s password')).status).toBe(200)
  })

  it('when the invitation was accepted, then sending it again is refused', async () => {
    const user = await userAt('ed.itor@example.com')
    const response = await resend(user!.id)
    expect(response.status).toBe(409)
    expect((await response.json()).message).toMatch(/^Ed Itor accepted the invitation on /)
  })

  it('when invitations to one address are sent again and again, then the fourth in an hour is refused with when to try, and nothing of it is made', async () => {
    expect((await invite(valuer('busy@example.com'))).status).toBe(201)
    const user = await userAt('busy@example.com')
    expect((await resend(user!.id)).status).toBe(200)
    expect((await resend(user!.id)).status).toBe(200)
    const refused = await resend(user!.id)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await emailsTo(server, 'busy@example.com')).toBe(3)
  })

  it('when the invitation cannot be sent now, then no half-made account is left', async () => {
    const { limitSends } = await import('@valuedesk/cms')
    for (let sent = 0; sent < 3; sent++)
      await limitSends(server.payload, 'invitation', { to: 'later@example.com', field: 'Email' })
    const response = await invite(valuer('later@example.com'))
    expect(response.status).toBe(429)
    expect(await userAt('later@example.com')).toBeUndefined()
    expect(
      (
        await server.payload.count({
          collection: 'practice-valuers',
          where: { name: { equals: 'Jo Citizen' } },
        })
      ).totalDocs,
    ).toBe(2)
  })
})

describe('only admins invite', () => {
  it('when a valuer, an editor, a customer, a guest or nobody calls the invitation API, then it is refused and nothing is made', async () => {
    const someone = (await userAt('busy@example.com'))!
    for (const [who, token] of [...Object.entries(tokens), ['nobody', '']] as const) {
      const calls = [
        await invite(valuer(`by-${who}@example.com`), token as string),
        await server.api('/api/users/invitations', { token }),
        await resend(someone.id, token as string),
      ]
      for (const call of calls) expect([401, 403], `${who}: ${call.url}`).toContain(call.status)
      expect(await userAt(`by-${who}@example.com`)).toBeUndefined()
    }
  })

  it('when a valuer or an editor goes round by /cms-api, then they cannot make staff or give roles', async () => {
    for (const [who, token] of [
      ['valuer', tokens.valuer],
      ['editor', tokens.editor],
      ['customer', tokens.customer],
      ['guest', tokens.guest],
    ] as const) {
      const own = (await userAt('val@example.com'))!.id
      const rest = await server.api('/cms-api/users', {
        method: 'POST',
        token,
        json: { email: `rest-${who}@example.com`, password: 'a password 123', roles: ['valuer'] },
      })
      expect([401, 403], `REST as ${who}`).toContain(rest.status)
      const record = await server.api('/cms-api/practice-valuers', {
        method: 'POST',
        token,
        json: { practice: practiceId, valuer: own, licences: [{ state: 'QLD', number: '1' }] },
      })
      expect([401, 403], `practice valuer as ${who}`).toContain(record.status)
      expect(await userAt(`rest-${who}@example.com`)).toBeUndefined()
    }
    // A valuer cannot make themselves an admin either.
    const me = await userAt('val@example.com')
    await server.api(`/cms-api/users/${me!.id}`, {
      method: 'PATCH',
      token: tokens.valuer,
      json: { roles: ['admin'] },
    })
    expect((await userAt('val@example.com'))!.roles).toEqual(['valuer'])
  })
})
