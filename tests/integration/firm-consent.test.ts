import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DAY_MS, MINUTE_MS } from '@valuedesk/domain'

import { timePairs } from '../support/equalTime.ts'
import { emailsTo, lastEmailTo } from '../support/outbox.ts'
import { signUp as signUpAs } from '../support/signUp.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

const FIRM = 'Alpha Accounting Pty Ltd'

let server: TestServer
let admin: string
let anna: string
let bella: string
let firmA: number
let firmB: number

type Answer = { status: number; body: Record<string, unknown> }

const invite = async (email: string, token = anna, firm = firmA): Promise<Answer> => {
  const response = await server.api(`/api/businesses/${firm}/invitations`, {
    method: 'POST',
    token,
    json: { Email: email },
  })
  return { status: response.status, body: await response.json() }
}
const joinLink = async (email: string) => {
  const { token } = await lastEmailTo(server, email, 'account/firm/join')
  expect(token, `the link e-mailed to ${email}`).toMatch(/^[\w-]{43}$/)
  return token!
}
const preview = (token: string, as?: string) =>
  server.api(`/api/users/me/firm_invitation?Token=${encodeURIComponent(token)}`, { token: as })
const accept = (token: string, as?: string) =>
  server.api('/api/users/me/firm_invitation/accept', { method: 'POST', token: as, json: { Token: token } })
const signUp = (email: string) => signUpAs(server, email)
const userAt = async (email: string) =>
  (await server.payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0 })).docs[0]
const branchesOf = async (email: string) => (await userAt(email))?.businessBranches ?? []
const membersOf = async (firm = firmA, token = anna) => {
  const response = await server.api(`/api/businesses/${firm}/members`, { token })
  return ((await response.json()) as { Email: string }[]).map((member) => member.Email).sort()
}
const pendingOf = async (firm = firmA, token = anna) => {
  const response = await server.api(`/api/businesses/${firm}/invitations`, { token })
  expect(response.status).toBe(200)
  return (await response.json()) as { InvitationId: number; Email: string; InvitedBy: string }[]
}

beforeAll(async () => {
  server = await startTestServer()
  admin = (await server.signIn('first-admin@example.com', ['admin'])).token
  anna = (
    await server.signIn('anna@firm-a.example', ['customer'], { firstName: 'Anna', lastName: 'Inviter' })
  ).token
  bella = (await server.signIn('bella@firm-b.example', ['customer'], { firstName: 'Bella' })).token
  await server.signIn('cus@example.com', ['customer'], { firstName: 'Cus' })
  await server.signIn('val@valuedesk.example', ['valuer'], { firstName: 'Val' })
  const register = async (token: string, Name: string, ABN: string) => {
    const response = await server.api('/api/businesses', { method: 'POST', token, json: { Name, ABN } })
    expect(response.status).toBe(201)
    return (await response.json()).BusinessId as number
  }
  firmA = await register(anna, FIRM, '51 824 753 556')
  firmB = await register(bella, 'Beta Super Services Pty Ltd', '53 004 085 616')
}, 60_000)
afterAll(() => server?.close())

describe('an invitation makes nothing', () => {
  it('when a member invites an address with no account, then no account is made, and whoever signs up with it later is not in the firm', async () => {
    const users = (await server.payload.count({ collection: 'users' })).totalDocs
    expect((await invite('newcomer@example.com')).status).toBe(201)
    expect(await userAt('newcomer@example.com')).toBeUndefined()
    expect((await server.payload.count({ collection: 'users' })).totalDocs).toBe(users)

    // The owner of the address signs up (and, as the attack had it, resets the password): still no firm.
    await signUp('newcomer@example.com')
    const reset = await server.api('/api/auth/reset_password/request', {
      method: 'POST',
      json: { Email: 'newcomer@example.com' },
    })
    expect(reset.status).toBeLessThan(300)
    const { token } = await lastEmailTo(server, 'newcomer@example.com', 'reset-password')
    const chosen = await server.api('/api/auth/reset_password/submit', {
      method: 'POST',
      json: { Token: token, Password: 'a new long password' },
    })
    expect(chosen.status).toBe(204)
    expect(await branchesOf('newcomer@example.com')).toEqual([])
    expect(await membersOf()).toEqual(['anna@firm-a.example'])
  })

  it('when an address with no account, a customer’s and a staff address are invited, then the inviter gets the same answer for each', async () => {
    const answers = await Promise.all(
      ['unknown@example.com', 'cus@example.com', 'val@valuedesk.example'].map(async (email) => {
        const { status, body } = await invite(email)
        const { InvitationId, Email, InvitedAt, ExpiresAt, ...rest } = body
        expect(Email).toBe(email)
        expect(Date.parse(ExpiresAt as string) - Date.parse(InvitedAt as string)).toBe(7 * DAY_MS)
        return { status, keys: Object.keys(body).sort(), rest, invitationId: typeof InvitationId }
      }),
    )
    expect(answers[0]).toEqual({
      status: 201,
      keys: ['Email', 'ExpiresAt', 'InvitationId', 'InvitedAt', 'InvitedBy', 'Status'],
      rest: { InvitedBy: 'Anna Inviter', Status: 'pending' },
      invitationId: 'number',
    })
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])
    expect((await pendingOf()).map((invitation) => invitation.Email)).toEqual(
      expect.arrayContaining(['unknown@example.com', 'cus@example.com', 'val@valuedesk.example']),
    )
    expect(await branchesOf('val@valuedesk.example')).toEqual([])
    expect(await branchesOf('cus@example.com')).toEqual([])
  })

  it.each([
    ['a customer’s', 'cus@example.com'],
    ['a staff', 'val@valuedesk.example'],
  ])(
    'when %s address and an address with no account are invited, then both answers take about as long',
    async (_, email) => {
      const known = await userAt(email)
      const measured = await timePairs(
        server,
        { id: known!.id, email },
        (address) =>
          server.api(`/api/businesses/${firmA}/invitations`, {
            method: 'POST',
            token: anna,
            json: { Email: address },
          }),
        10,
      )
      expect(measured.statuses).toEqual({ known: [201], unknown: [201] })
      const ratio = measured.known / measured.unknown
      expect(ratio, JSON.stringify(measured)).toBeGreaterThan(1 / 2)
      expect(ratio, JSON.stringify(measured)).toBeLessThan(2)
    },
    120_000,
  )

  it('when an address is invited, then its e-mail holds none of the firm’s name, nor the inviter’s, only our words and the link', async () => {
    for (const email of ['unknown@example.com', 'cus@example.com', 'val@valuedesk.example']) {
      await server.runAllJobs()
      const { docs } = await server.payload.find({
        collection: 'outbox',
        where: { to: { equals: email } },
        sort: '-createdAt',
        limit: 1,
      })
      const mail = docs[0]!
      for (const typed of [FIRM, 'Alpha', 'Anna', 'Inviter'])
        for (const part of [mail.subject, mail.text, mail.html])
          expect(part, `${email}: ${typed}`).not.toContain(typed)
      expect(mail.subject).toBe('An invitation to join a firm on ValueDesk')
      expect(mail.text).toMatch(/^Hello,$/m)
      expect(mail.text).toMatch(/\/account\/firm\/join\?token=[\w-]{43}\s/)
    }
  })
})

describe('accepting, signed in as the address', () => {
  let link: string
  let carl: string

  it('when the link is used by nobody, a guest, another customer or staff, then it is refused and nobody joins', async () => {
    expect((await invite('Carl@Firm-A.example')).status).toBe(201)
    link = await joinLink('carl@firm-a.example')
    const guest = (await (await server.api('/api/users/guest', { method: 'POST' })).json()).Token as string
    const staff = (await server.signIn('ed@valuedesk.example', ['editor'])).token
    for (const [who, token, status] of [
      ['nobody', undefined, 401],
      ['a guest', guest, 403],
      ['another firm’s member', bella, 403],
      ['staff', staff, 403],
      ['an admin', admin, 403],
    ] as const) {
      expect((await preview(link, token)).status, who).toBe(status)
      const refused = await accept(link, token)
      expect(refused.status, who).toBe(status)
      expect(await refused.text(), who).not.toContain(FIRM)
    }
    expect(await membersOf()).toEqual(['anna@firm-a.example'])
    expect(await branchesOf('bella@firm-b.example')).toHaveLength(1)
  })

  it('when the addressee signs up with the address (in other letters’ case) and signs in, then they see who invited them to which firm, and join by accepting', async () => {
    carl = await signUp('carl@firm-a.example')
    expect(await branchesOf('carl@firm-a.example')).toEqual([])
    const offer = await preview(link, carl)
    expect(offer.status).toBe(200)
    expect(await offer.json()).toMatchObject({
      BusinessId: firmA,
      BusinessName: FIRM,
      InvitedBy: 'Anna Inviter',
      AlreadyMember: false,
    })
    const accepted = await accept(link, carl)
    expect(accepted.status, await accepted.clone().text()).toBe(200)
    expect((await accepted.json()).BusinessId).toBe(firmA)
    expect(await membersOf()).toEqual(['anna@firm-a.example', 'carl@firm-a.example'])
    expect((await pendingOf()).map((invitation) => invitation.Email)).not.toContain('carl@firm-a.example')
  })

  it('when the inviter has no name, then the addressee is not shown their address as who invited them', async () => {
    const nameless = (await server.signIn('no-name@firm-c.example', ['customer'])).token
    const response = await server.api('/api/businesses', {
      method: 'POST',
      token: nameless,
      json: { Name: 'Gamma Accounting Pty Ltd', ABN: '49 004 028 077' },
    })
    expect(response.status).toBe(201)
    const firm = (await response.json()).BusinessId as number
    expect((await invite('dora@firm-c.example', nameless, firm)).status).toBe(201)
    const doraLink = await joinLink('dora@firm-c.example')
    const dora = await signUp('dora@firm-c.example')
    const offer = await (await preview(doraLink, dora)).json()
    expect(offer).toMatchObject({ BusinessName: 'Gamma Accounting Pty Ltd', InvitedBy: null })
  })

  it('when the link is used a second time, even by its addressee, then it is refused naming Token', async () => {
    for (const as of [carl, bella]) {
      const again = await accept(link, as)
      expect(again.status).toBe(as === carl ? 400 : 403)
      if (as === carl) expect(Object.keys(await again.json())).toEqual(['Token'])
    }
  })

  it('when a member is removed from the firm, then the link they joined with does not make them a member again', async () => {
    const hana = (await server.signIn('hana@example.com', ['customer'], { firstName: 'Hana' })).token
    expect((await invite('hana@example.com')).status).toBe(201)
    const hanasLink = await joinLink('hana@example.com')
    expect((await accept(hanasLink, hana)).status).toBe(200)
    expect(await membersOf()).toContain('hana@example.com')
    const user = (await userAt('hana@example.com'))!
    await server.payload.update({ collection: 'users', id: user.id, data: { businessBranches: [] } })
    expect(await membersOf()).not.toContain('hana@example.com')
    const again = await accept(hanasLink, hana)
    expect(again.status).toBe(400)
    expect(await branchesOf('hana@example.com')).toEqual([])
  })
})

describe('only while the invitation stands', () => {
  it('when a newer invitation goes to the same address, then the older link is refused and the newer one works', async () => {
    const dora = await signUp('dora@example.com')
    expect((await invite('dora@example.com')).status).toBe(201)
    const older = await joinLink('dora@example.com')
    expect((await invite('dora@example.com')).status).toBe(201)
    const newer = await joinLink('dora@example.com')
    expect(newer).not.toBe(older)
    expect((await pendingOf()).filter((invitation) => invitation.Email === 'dora@example.com')).toHaveLength(
      1,
    )
    const refused = await accept(older, dora)
    expect(refused.status).toBe(400)
    expect((await refused.json()).Token[0]).toMatch(/newer invitation/)
    expect((await accept(newer, dora)).status).toBe(200)
  })

  it('when a member withdraws an invitation, then it leaves the list and its link is refused; another firm cannot withdraw it', async () => {
    const eve = await signUp('eve@example.com')
    expect((await invite('eve@example.com')).status).toBe(201)
    const link = await joinLink('eve@example.com')
    const [pending] = (await pendingOf()).filter((invitation) => invitation.Email === 'eve@example.com')
    expect(pending).toMatchObject({ InvitedBy: 'Anna Inviter' })
    const path = `/api/businesses/${firmA}/invitations/${pending!.InvitationId}`
    expect((await server.api(path, { method: 'DELETE', token: bella })).status).toBe(404)
    expect(
      (
        await server.api(`/api/businesses/${firmB}/invitations/${pending!.InvitationId}`, {
          method: 'DELETE',
          token: bella,
        })
      ).status,
    ).toBe(404)
    expect((await server.api(path, { method: 'DELETE', token: anna })).status).toBe(204)
    expect((await server.api(path, { method: 'DELETE', token: anna })).status).toBe(409)
    expect((await pendingOf()).map((invitation) => invitation.Email)).not.toContain('eve@example.com')
    const refused = await accept(link, eve)
    expect(refused.status).toBe(400)
    expect((await refused.json()).Token[0]).toMatch(/withdrawn/)
    expect(await branchesOf('eve@example.com')).toEqual([])
  })

  it('when the link has expired, then it is refused, and the invitation leaves the list', async () => {
    const finn = await signUp('finn@example.com')
    expect((await invite('finn@example.com')).status).toBe(201)
    const link = await joinLink('finn@example.com')
    await server.payload.db.updateMany({
      collection: 'firm-invitations',
      where: { email: { equals: 'finn@example.com' } },
      data: { expiresAt: new Date(Date.now() - MINUTE_MS).toISOString() },
    })
    const refused = await accept(link, finn)
    expect(refused.status).toBe(400)
    expect((await refused.json()).Token[0]).toMatch(/expired/)
    expect((await pendingOf()).map((invitation) => invitation.Email)).not.toContain('finn@example.com')
    expect(await branchesOf('finn@example.com')).toEqual([])
  })

  it('when an admin adds the address to the firm and removes it again, then the invitation sent before no longer stands', async () => {
    const gus = await signUp('gus@example.com')
    expect((await invite('gus@example.com')).status).toBe(201)
    const link = await joinLink('gus@example.com')
    const user = (await userAt('gus@example.com'))!
    const [office] = (
      await server.payload.find({ collection: 'business-branches', where: { business: { equals: firmA } } })
    ).docs
    await server.payload.update({
      collection: 'users',
      id: user.id,
      data: { businessBranches: [office!.id] },
    })
    await server.payload.update({ collection: 'users', id: user.id, data: { businessBranches: [] } })
    expect((await accept(link, gus)).status).toBe(400)
    expect(await branchesOf('gus@example.com')).toEqual([])
  })
})

describe('who reads a firm’s invitations', () => {
  it('when a member of another firm lists, sends or reads the firm’s invitations, then it is a 404 and nothing is sent', async () => {
    expect((await server.api(`/api/businesses/${firmA}/invitations`, { token: bella })).status).toBe(404)
    expect((await invite('mole@example.com', bella)).status).toBe(404)
    expect(await emailsTo(server, 'mole@example.com')).toBe(0)
    const { docs } = await server.payload.find({
      collection: 'firm-invitations',
      user: (await userAt('bella@firm-b.example'))!,
      overrideAccess: false,
      depth: 0,
    })
    expect(docs).toEqual([])
  })

  it('when a member reads the firm’s invitations through the access rules, then no link’s hash is in them', async () => {
    const { docs } = await server.payload.find({
      collection: 'firm-invitations',
      user: (await userAt('anna@firm-a.example'))!,
      overrideAccess: false,
      depth: 0,
    })
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((doc) => doc.business === firmA)).toBe(true)
    expect(JSON.stringify(docs)).not.toMatch(/tokenHash|[0-9a-f]{64}/)
  })

  it('when a member invites someone already in the firm, then it is refused naming Email', async () => {
    const answer = await invite('ANNA@firm-a.example')
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.body)).toEqual(['Email'])
  })
})

type MigrateArgs = { db: unknown; payload: Payload; req: PayloadRequest }
// Methods, so either dialect's migration (its own argument types) fits.
type Migration = { up(args: MigrateArgs): Promise<void>; down(args: MigrateArgs): Promise<void> }

describe('the migration (last: it remakes the invitations’ table)', () => {
  it('when an earlier version made an invited colleague’s account inside the firm and nobody took it up, then it leaves the firm; accounts taken up stay', async () => {
    const { payload } = server
    const [office] = (
      await payload.find({ collection: 'business-branches', where: { business: { equals: firmA } } })
    ).docs
    const enrolled = async (email: string, acceptedAt?: string) =>
      payload.create({
        collection: 'users',
        data: {
          email,
          password: 'a password nobody was told',
          roles: ['customer'],
          businessBranches: [office!.id],
          invitedAt: new Date().toISOString(),
          invitationAcceptedAt: acceptedAt,
        },
      })
    await enrolled('never-took-it-up@example.com')
    await enrolled('took-it-up@example.com', new Date().toISOString())
    const migration: Migration =
      process.env.TEST_DIALECT === 'postgres'
        ? await import('../../cms/src/migrations/postgres/20261128_052606_firm_invitations.ts')
        : await import('../../cms/src/migrations/sqlite/20261128_052559_firm_invitations.ts')
    const args = { db: payload.db.drizzle, payload, req: await createLocalReq({}, payload) }
    await migration.down(args)
    await migration.up(args)
    expect(await branchesOf('never-took-it-up@example.com')).toEqual([])
    expect(await branchesOf('took-it-up@example.com')).toEqual([office!.id])
    expect(await branchesOf('anna@firm-a.example')).toEqual([office!.id])
  })
})
