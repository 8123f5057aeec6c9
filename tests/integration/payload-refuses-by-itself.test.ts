import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { reportStatus } from '@valuedesk/domain'

import { buildWorld, type World } from '../support/access/world.ts'
import { licensedValuer } from '../support/licensedValuer.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

/**
 * Payload reached without the staff door in front (`withoutStaffDoor`), as a path the door does not recognise
 * once reached it: its own access must refuse. The generated matrices (cms-endpoints.test.ts,
 * access-audit.test.ts) cover every endpoint and access function; these are the stories.
 */
let server: TestServer
let world: World
let bare: TestServer['api']
/** A guest's session (one order, no sign-up): the world's owner ordered as a guest. */
let guest: string
let guestId: number
beforeAll(async () => {
  server = await startTestServer({ cmsRest: true })
  world = await buildWorld(server)
  bare = await server.withoutStaffDoor()
  guest = world.tokens.owner!
  guestId = world.users.owner.id
}, 180_000)
afterAll(() => server?.close())

const userByEmail = async (email: string) =>
  (
    await server.payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      showHiddenFields: true,
      depth: 0,
    })
  ).docs[0]!

describe('locked doors: whatever path reaches Payload, its own access refuses', () => {
  it('when a guest unlocks an account locked by wrong passwords, then Payload refuses and it stays locked; an admin unlocks it', async () => {
    expect(world.users.owner.guest).toBe(true)
    await server.signIn('locked@example.com', ['customer'])
    for (let attempt = 0; attempt < 6; attempt++)
      await server.api('/api/auth/login', {
        method: 'POST',
        json: { Email: 'locked@example.com', Password: `guess-${attempt}` },
      })
    const locked = async () => Boolean((await userByEmail('locked@example.com')).lockUntil)
    expect(await locked()).toBe(true)
    for (const token of [guest, world.tokens.otherCustomer, world.tokens.valuer, world.tokens.editor]) {
      const unlock = await bare('/cms-api/users/unlock', {
        method: 'POST',
        token,
        json: { email: 'locked@example.com' },
      })
      expect([401, 403]).toContain(unlock.status)
    }
    expect(await locked()).toBe(true)
    const byAdmin = await bare('/cms-api/users/unlock', {
      method: 'POST',
      token: world.tokens.admin,
      json: { email: 'locked@example.com' },
    })
    expect(byAdmin.status).toBe(200)
    expect(await locked()).toBe(false)
  })

  it('when a guest runs Payload’s jobs, then Payload refuses and the queued e-mail stays queued', async () => {
    const job = await server.payload.jobs.queue({
      task: 'sendEmail',
      input: { to: 'someone@example.com', subject: 'Queued', text: 'Not yet.' },
    })
    for (const token of [guest, world.tokens.otherCustomer, world.tokens.valuer]) {
      const run = await bare('/cms-api/payload-jobs/run?limit=100', { token })
      expect([401, 403], await run.clone().text()).toContain(run.status)
    }
    const after = await server.payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })
    expect(after.completedAt ?? null).toBeNull()
    expect(after.totalTried ?? 0).toBe(0)
  })

  it('when a guest or a customer reads users through Payload, then Payload refuses: no account, not even their own', async () => {
    for (const token of [guest, world.tokens.otherCustomer]) {
      for (const path of [
        '/cms-api/users?depth=1',
        `/cms-api/users/${guestId}`,
        `/cms-api/users/${world.users.admin.id}`,
        '/cms-api/users/count',
        '/cms-api/users/me',
      ]) {
        const response = await bare(path, { token })
        const text = await response.text()
        expect([401, 403], `${path}: ${text}`).toContain(response.status)
        expect(text).not.toMatch(/@example\.com/)
      }
    }
  })

  it('when a guest gives itself a password through Payload’s update of its own user, then it is refused, by REST and by the Local API as the guest, and no password signs it in', async () => {
    const rest = await bare(`/cms-api/users/${guestId}`, {
      method: 'PATCH',
      token: guest,
      json: { password: 'Guest-now-has-1' },
    })
    expect([401, 403]).toContain(rest.status)
    const asGuest = { ...(await userByEmail(world.users.owner.email)), collection: 'users' as const }
    await expect(
      server.payload.update({
        collection: 'users',
        id: guestId,
        data: { password: 'Guest-now-has-1' } as never,
        user: asGuest,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    for (const door of [server.api, bare]) {
      const login = await door('/cms-api/users/login', {
        method: 'POST',
        json: { email: world.users.owner.email, password: 'Guest-now-has-1' },
      })
      expect(login.status).toBe(401)
    }
    // A real account still changes its own password as itself.
    const customer = { ...(await userByEmail('someone@example.com')), collection: 'users' as const }
    await server.payload.update({
      collection: 'users',
      id: customer.id,
      data: { password: 'Customer-changed-1' } as never,
      user: customer,
      overrideAccess: false,
    })
    const login = await server.api('/api/auth/login', {
      method: 'POST',
      json: { Email: 'someone@example.com', Password: 'Customer-changed-1' },
    })
    expect(login.status).toBe(200)
  })

  it('when a valuer reads the site’s unpublished drafts through versions, or asks for drafts, then Payload refuses them or shows the published page; an editor reads them', async () => {
    const pageId = world.docs.page
    await server.payload.update({
      collection: 'pages',
      id: pageId,
      data: { title: 'Unpublished: the spring sale' },
      draft: true,
    })
    const versions = `/cms-api/pages/versions?where[parent][equals]=${pageId}&depth=0`
    for (const [door, token] of [
      [server.api, world.tokens.valuer],
      [server.api, world.tokens.otherValuer],
      [bare, world.tokens.valuer],
      [bare, guest],
    ] as const) {
      const response = await door(versions, { token })
      const text = await response.text()
      expect(response.status, text).toBe(403)
      expect(text).not.toMatch(/spring sale/)
      const draft = await door(`/cms-api/pages/${pageId}?draft=true&depth=0`, { token })
      expect(await draft.text()).not.toMatch(/spring sale/)
    }
    const byEditor = await server.api(versions, { token: world.tokens.editor })
    expect(byEditor.status).toBe(200)
    expect(await byEditor.text()).toMatch(/spring sale/)
  })

  it('when a colleague in the practice who is not assigned starts a reissue, then it is refused (403) and nothing changes; the assigned valuer then reissues', async () => {
    const colleague = await licensedValuer(server, 'colleague@example.com', { practice: world.practiceId })
    const valuationId = world.done.valuationId
    const drafts = async () =>
      (
        await server.payload.count({
          collection: 'reports',
          where: { valuation: { equals: valuationId }, status: { equals: reportStatus.draft } },
        })
      ).totalDocs
    const before = await server.payload.findByID({ collection: 'valuations', id: valuationId, depth: 0 })
    const reissue = (token: string) =>
      server.api(`/api/valuations/${valuationId}/reissue`, {
        method: 'POST',
        token,
        json: { Reason: 'The land area was wrong.' },
      })
    const refused = await reissue(colleague.token)
    expect(refused.status, await refused.clone().text()).toBe(403)
    // Payload's REST door: a new draft report by hand on the delivered valuation.
    const byHand = await server.api('/cms-api/reports', {
      method: 'POST',
      token: colleague.token,
      json: { valuation: valuationId, title: 'Version 2' },
    })
    expect([403, 409]).toContain(byHand.status)
    expect(await drafts()).toBe(0)
    const after = await server.payload.findByID({ collection: 'valuations', id: valuationId, depth: 0 })
    expect(after.history).toEqual(before.history)
    const byAssigned = await reissue(world.tokens.valuer!)
    expect(byAssigned.status, await byAssigned.clone().text()).toBe(201)
    expect(await drafts()).toBe(1)
  })
})
