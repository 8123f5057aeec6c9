import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DAY_MS, HOUR_MS } from '@valuedesk/domain'

import { defaultPractice, licensedValuer } from '../support/licensedValuer.ts'
import { paidOrder } from '../support/paidOrder.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let admin: string
const records: Record<'jane' | 'wayne' | 'eddie' | 'otto', number> = { jane: 0, wayne: 0, eddie: 0, otto: 0 }
let order: Awaited<ReturnType<typeof paidOrder>>

const assign = (valuerId: number) =>
  server.api(`/api/valuations/${order.valuationId}/valuer`, {
    method: 'POST',
    token: admin,
    json: { ValuerId: valuerId },
  })
const valuation = () => server.payload.findByID({ collection: 'valuations', id: order.valuationId, depth: 0 })
const mailsAbout = async (subject: string) =>
  (await server.payload.find({ collection: 'outbox', where: { subject: { contains: subject } }, depth: 0 }))
    .docs

beforeAll(async () => {
  server = await startTestServer({ cmsRest: true })
  admin = (await server.signIn('admin@example.com', ['admin'])).token
  const valuers = {
    jane: { firstName: 'Jane', lastName: 'Citizen' },
    wayne: { firstName: 'Wayne', lastName: 'West', licences: [{ state: 'WA' as const, number: '1763' }] },
    eddie: {
      firstName: 'Eddie',
      lastName: 'Expired',
      licences: [{ state: 'QLD' as const, number: '3301', expiresOn: '2025-06-30T12:00:00.000Z' }],
    },
  }
  for (const [key, options] of Object.entries(valuers))
    records[key as keyof typeof records] = (
      await licensedValuer(server, `${key}@example.com`, options)
    ).record.id
  // Otto is licensed in QLD, but values for another practice.
  const elsewhere = await server.payload.create({
    collection: 'practices',
    data: { name: 'Elsewhere Valuers' },
  })
  records.otto = (
    await licensedValuer(server, 'otto@example.com', {
      firstName: 'Otto',
      lastName: 'Other',
      practice: elsewhere.id,
    })
  ).record.id
  order = await paidOrder(server, {
    address: '9 Assigned Street, Toowoomba QLD 4350',
    email: 'amy@example.com',
  })
}, 120_000)
afterAll(() => server?.close())

describe('assigning a valuer', () => {
  it('when the valuer holds no licence for the property’s state, then it is refused with the reason, and nothing changes', async () => {
    const refused = await assign(records.wayne)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      ValuerId: [
        'Wayne West holds no licence recorded for QLD, where the property is: choose a valuer licensed there (an admin records licences on the valuer’s practice record).',
      ],
    })
    expect((await valuation()).valuer ?? null).toBeNull()
  })

  it('when the valuer’s licence for the state has expired, then it is refused with the day it expired', async () => {
    const refused = await assign(records.eddie)
    expect(refused.status).toBe(400)
    expect((await refused.json()).ValuerId[0]).toBe(
      'Eddie Expired’s QLD licence (No. 3301) expired on 30 June 2025: an admin records the renewed licence first.',
    )
    expect((await valuation()).valuer ?? null).toBeNull()
  })

  it('when the valuer is of another practice, then it is refused, naming the practice rule', async () => {
    const refused = await assign(records.otto)
    expect(refused.status).toBe(400)
    expect((await refused.json()).ValuerId[0]).toMatch(/not in the valuation’s practice/)
    expect((await valuation()).valuer ?? null).toBeNull()
  })

  it('when an admin opens the choice of valuers, then it lists the practice’s valuers by name, those who can take it first, with why the others cannot; a valuer may not ask', async () => {
    const listed = await server.api(`/api/valuations/${order.valuationId}/valuer_choices`, { token: admin })
    expect(listed.status, await listed.clone().text()).toBe(200)
    const choices = (await listed.json()) as { Name: string; LicensedIn: string[]; Problem: string | null }[]
    expect(choices.map((choice) => [choice.Name, choice.LicensedIn, Boolean(choice.Problem)])).toEqual([
      ['Jane Citizen', ['QLD'], false],
      ['Eddie Expired', [], true],
      ['Wayne West', ['WA'], true],
    ])
    const { token } = await server.signIn('vic@example.com', ['valuer'])
    expect((await server.api(`/api/valuations/${order.valuationId}/valuer_choices`, { token })).status).toBe(
      403,
    )
  })

  it('when an admin writes the valuer through /cms-api instead, then it is refused there too', async () => {
    const { docs } = await server.payload.find({
      collection: 'practice-valuers',
      where: { id: { equals: records.wayne } },
      depth: 0,
    })
    const patched = await server.api(`/cms-api/valuations/${order.valuationId}`, {
      method: 'PATCH',
      token: admin,
      json: { valuer: docs[0]!.valuer },
    })
    expect(patched.status).toBeGreaterThanOrEqual(400)
    expect((await valuation()).valuer ?? null).toBeNull()
  })

  it('when the valuer is licensed in the state, then they are assigned and told by e-mail, once, and the e-mail is in the history', async () => {
    const assigned = await assign(records.jane)
    expect(assigned.status, await assigned.clone().text()).toBe(200)
    expect((await assign(records.jane)).status).toBe(200)
    await server.runAllJobs()
    const told = await mailsAbout('Assigned to you')
    expect(told.map((mail) => [mail.to, mail.subject])).toEqual([
      ['jane@example.com', `Assigned to you — ${order.reference}, 9 Assigned Street, Toowoomba QLD 4350`],
    ])
    const history = (await valuation()).history?.map((entry) => entry.note ?? '') ?? []
    expect(history).toContain('Assigned to Jane Citizen')
    expect(history.some((note) => note.includes('jane@example.com'))).toBe(true)

    const choices = await (
      await server.api(`/api/valuations/${order.valuationId}/valuer_choices`, { token: admin })
    ).json()
    expect(choices[0]).toMatchObject({
      Name: 'Jane Citizen',
      Assigned: true,
      OpenValuations: 1,
      NextDueAt: (await valuation()).dueAt,
    })
  })
})

describe('the due-soon reminder', () => {
  it('when a valuation is already overdue, then no "due soon" reminder goes out about it', async () => {
    const late = await paidOrder(server, {
      address: '2 Late Lane, Toowoomba QLD 4350',
      email: 'late@example.com',
    })
    const patched = await server.api(`/api/valuations/${late.valuationId}`, {
      method: 'PATCH',
      token: admin,
      json: { DueAt: new Date(Date.now() - 13 * HOUR_MS).toISOString() },
    })
    expect(patched.status, await patched.clone().text()).toBe(200)
    const due = (await server.payload.findByID({ collection: 'valuations', id: late.valuationId })).dueAt!
    expect(new Date(due).getTime()).toBeLessThan(Date.now())
    await server.payload.jobs.queue({ task: 'remindDueValuations', input: {} })
    await server.runAllJobs()
    expect((await mailsAbout(late.reference)).filter((mail) => mail.subject.startsWith('Due in'))).toEqual([])
  })
})

describe('overdue work is escalated', () => {
  it('when a valuation is overdue, then its valuer and its practice manager are told once that day, again the next day, and each is in its history; on hold, nobody is chased', async () => {
    await server.payload.update({
      collection: 'practices',
      id: (await defaultPractice(server)).id,
      data: { email: 'manager@practice.example' },
    })
    const late = await paidOrder(server, {
      address: '4 Overdue Road, Toowoomba QLD 4350',
      email: 'o@example.com',
    })
    const lateAt = (hours: number) =>
      server.api(`/api/valuations/${late.valuationId}`, {
        method: 'PATCH',
        token: admin,
        json: { DueAt: new Date(Date.now() - hours * HOUR_MS).toISOString() },
      })
    expect((await lateAt(13)).status).toBe(200)
    const assigned = await server.api(`/api/valuations/${late.valuationId}/valuer`, {
      method: 'POST',
      token: admin,
      json: { ValuerId: records.jane },
    })
    expect(assigned.status, await assigned.clone().text()).toBe(200)
    const escalations = async () =>
      (await mailsAbout(late.reference))
        .filter((mail) => mail.subject.startsWith('Overdue by'))
        .map((mail) => [mail.to, mail.subject])
        .sort()

    const remind = async (now?: Date) => {
      if (now) {
        const { escalateOverdueValuations } = await import('../../cms/src/jobs/escalateOverdueValuations.ts')
        await escalateOverdueValuations(await createLocalReq({}, server.payload), now)
      } else await server.payload.jobs.queue({ task: 'remindDueValuations', input: {} })
      await server.runAllJobs()
    }
    await remind()
    const subject = `Overdue by 13 hours — ${late.reference}, 4 Overdue Road, Toowoomba QLD 4350`
    expect(await escalations()).toEqual([
      ['jane@example.com', subject],
      ['manager@practice.example', subject],
    ])
    await remind()
    expect(await escalations()).toHaveLength(2)
    const lateHistory =
      (await server.payload.findByID({ collection: 'valuations', id: late.valuationId, depth: 0 })).history ??
      []
    expect(lateHistory.filter((entry) => /Overdue by 13 hours/.test(entry.note ?? ''))).toHaveLength(2)

    await remind(new Date(Date.now() + DAY_MS))
    expect(await escalations()).toHaveLength(4)

    // On hold: the clock stands still, and nobody is chased.
    const held = await server.api(`/api/valuations/${late.valuationId}/hold`, {
      method: 'POST',
      token: admin,
      json: { Reason: 'Waiting for the lease from the customer' },
    })
    expect(held.status, await held.clone().text()).toBe(200)
    await remind(new Date(Date.now() + 48 * HOUR_MS))
    expect(await escalations()).toHaveLength(4)
  })
})
