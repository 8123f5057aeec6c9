import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { businessWeekAndDay, workQueueKeys, type WorkQueueKey, HOUR_MS } from '@valuedesk/domain'

import { licensedValuer } from '../support/licensedValuer.ts'
import { paidOrder } from '../support/paidOrder.ts'
import { placeOrder } from '../support/placeOrder.ts'
import { reportToComplete } from '../support/reportToComplete.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

/**
 * A valuation in each state, made through the lifecycle's verbs; each queue's list is asked of /cms-api with the
 * `where` of its dashboard link, as the signed-in user.
 */
let server: TestServer
let admin: string
let jane: string
let olga: string
let customer: string
const expected: Record<WorkQueueKey, string[]> = {
  awaitingPayment: [],
  unassigned: [],
  dueToday: [],
  overdue: [],
  onHold: [],
  awaitingQa: [],
  deliveredThisWeek: [],
}

const post = async (path: string, token: string, json?: unknown) => {
  const response = await server.api(path, { method: 'POST', token, json })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response.status === 204 ? undefined : response.json()
}
const setDue = async (valuationId: number, dueAt: Date) => {
  const response = await server.api(`/api/valuations/${valuationId}`, {
    method: 'PATCH',
    token: admin,
    json: { DueAt: dueAt.toISOString() },
  })
  if (!response.ok) throw new Error(`due: ${response.status} ${await response.text()}`)
}
const countsFor = async (token: string) => {
  const { workQueueCounts } = await import('@valuedesk/cms')
  const me = await (await server.api('/cms-api/users/me', { token })).json()
  return workQueueCounts(server.payload, me.user)
}
/** The rows a queue's link shows: its list's `where`, asked of /cms-api as the same user. */
const rowsOf = async (href: string, token: string) => {
  const [path, query] = href.replace('/admin/collections/', '/cms-api/').split('?')
  const response = await server.api(`${path}?${query}&depth=0&limit=100`, { token })
  expect(response.status, `${href}: ${await response.clone().text()}`).toBe(200)
  return (await response.json()) as { totalDocs: number; docs: { id: number }[] }
}

beforeAll(async () => {
  server = await startTestServer({ cmsRest: true })
  // Delivered this week: a report completed by Jane, the default practice's licensed valuer.
  const delivered = await reportToComplete(server)
  admin = delivered.admin
  jane = delivered.valuer
  customer = delivered.order.token
  expect((await delivered.complete()).status).toBe(200)
  expected.deliveredThisWeek.push(String(delivered.reportId))
  const assign = (valuationId: number) =>
    post(`/api/valuations/${valuationId}/valuer`, admin, { ValuerId: delivered.janeRecordId })

  const unpaid = await placeOrder(server.url, { address: '1 Unpaid Street, Toowoomba QLD 4350' })
  expected.awaitingPayment.push(String(unpaid.valuationId))

  const unassigned = await paidOrder(server, { address: '2 Nobody Road, Toowoomba QLD 4350' })
  expected.unassigned.push(String(unassigned.valuationId))

  const { todayEnds } = businessWeekAndDay()
  const dueToday = await paidOrder(server, { address: '3 Today Terrace, Toowoomba QLD 4350' })
  await assign(dueToday.valuationId)
  await setDue(dueToday.valuationId, new Date((Date.now() + todayEnds.getTime()) / 2))
  expected.dueToday.push(String(dueToday.valuationId))

  const overdue = await paidOrder(server, { address: '4 Late Lane, Toowoomba QLD 4350' })
  await assign(overdue.valuationId)
  await setDue(overdue.valuationId, new Date(Date.now() - 13 * HOUR_MS))
  expected.overdue.push(String(overdue.valuationId))

  // Overdue too, but on hold: its clock stands still, so it is only on hold.
  const held = await paidOrder(server, { address: '5 Waiting Way, Toowoomba QLD 4350' })
  await assign(held.valuationId)
  await setDue(held.valuationId, new Date(Date.now() - HOUR_MS))
  await post(`/api/valuations/${held.valuationId}/hold`, jane, { Reason: 'Waiting for the lease' })
  expected.onHold.push(String(held.valuationId))

  const drafted = await paidOrder(server, { address: '6 Draft Drive, Toowoomba QLD 4350' })
  await assign(drafted.valuationId)
  await post(`/api/valuations/${drafted.valuationId}/status`, jane, { Status: 20 })
  const { ReportId } = await post('/api/reports/from_template', jane, { ValuationId: drafted.valuationId })
  expected.awaitingQa.push(String(ReportId))

  // A valuer of another practice, with no work of theirs.
  const perth = await server.payload.create({
    collection: 'practices',
    data: { name: 'Perth Property Valuers' },
  })
  olga = (
    await licensedValuer(server, 'olga@example.com', {
      firstName: 'Olga',
      lastName: 'Other',
      practice: perth.id,
    })
  ).token
}, 180_000)
afterAll(() => server?.close())

describe('the work queues', () => {
  it('when an admin looks, then each queue counts exactly the valuation (or report) put there through the verbs', async () => {
    const { queues } = await countsFor(admin)
    expect(Object.fromEntries(queues.map((queue) => [queue.key, queue.count]))).toEqual(
      Object.fromEntries(workQueueKeys.map((key) => [key, expected[key].length])),
    )
  })

  it('when an admin opens each queue’s link, then its list shows the same rows as its count', async () => {
    const { queues } = await countsFor(admin)
    for (const queue of queues) {
      const rows = await rowsOf(queue.href, admin)
      expect(rows.totalDocs, queue.key).toBe(queue.count)
      expect(rows.docs.map((doc) => String(doc.id)).sort(), queue.key).toEqual(
        [...expected[queue.key]].sort(),
      )
    }
  })

  it('when the valuer of the practice looks, then each count is of the work they may see and equals their list', async () => {
    const { queues, failed } = await countsFor(jane)
    expect(failed).toBeNull()
    for (const queue of queues)
      expect((await rowsOf(queue.href, jane)).totalDocs, queue.key).toBe(queue.count)
    for (const key of ['dueToday', 'overdue', 'onHold', 'awaitingQa', 'deliveredThisWeek'] as const)
      expect(queues.find((queue) => queue.key === key)?.count, key).toBe(1)
  })

  it('when a valuer looks, then their links carry the queue’s filter alone, not their access conditions', async () => {
    const { queues } = await countsFor(jane)
    const { workQueues } = await import('@valuedesk/domain')
    const { queueListUrl } = await import('@valuedesk/cms')
    // The queues whose filter does not move with the clock: the link is exactly the queue's own.
    const fresh = new Map(workQueues().map((queue) => [queue.key, queueListUrl(queue)]))
    for (const key of ['awaitingPayment', 'unassigned', 'onHold', 'awaitingQa'] as const)
      expect(queues.find((queue) => queue.key === key)?.href, key).toBe(fresh.get(key))
  })

  it('when a valuer of another practice looks, then every queue is empty and so is every list', async () => {
    const { queues, failed } = await countsFor(olga)
    expect(failed).toBeNull()
    for (const queue of queues) {
      expect(queue.count, queue.key).toBe(0)
      expect((await rowsOf(queue.href, olga)).totalDocs, queue.key).toBe(0)
    }
  })

  it('when a valuation on hold is resumed, then it leaves "on hold" for the queue its due time puts it in', async () => {
    const held = expected.onHold[0]!
    await post(`/api/valuations/${held}/resume`, jane)
    const { queues } = await countsFor(admin)
    const count = (key: WorkQueueKey) => queues.find((queue) => queue.key === key)?.count
    expect(count('onHold')).toBe(0)
    // It was an hour overdue when it went on hold; the time on hold moves the due time on, not past it.
    expect(count('overdue')).toBe(2)
    expected.onHold = []
    expected.overdue.push(held)
  })
})

describe('failed e-mails and jobs', () => {
  const failJob = async (job: { id: number | string }) =>
    server.payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { hasError: true, error: { message: 'The mail service refused it' }, totalTried: 5 },
    })
  const retry = (kind: 'jobs' | 'emails', id: number | string, token: string) =>
    server.api(`/api/${kind}/${id}/retry`, { method: 'POST', token })
  const outbox = async (subject: string) =>
    (await server.payload.find({ collection: 'outbox', where: { subject: { contains: subject } } })).docs

  it('when a job failed for good, then the admin counts it, a valuer or customer may not run it again, and the admin’s retry runs it', async () => {
    await server.runAllJobs()
    const job = await server.payload.jobs.queue({
      task: 'sendPasswordReset',
      input: { email: 'jane@example.com' },
    })
    await failJob(job)
    expect((await countsFor(admin)).failed).toEqual({ emails: 0, jobs: 1 })
    for (const token of [jane, olga, customer]) expect((await retry('jobs', job.id, token)).status).toBe(403)
    // Payload's own door to its jobs is shut to staff, admins included.
    for (const token of [jane, admin]) {
      const patched = await server.api(`/cms-api/payload-jobs/${job.id}`, {
        method: 'PATCH',
        token,
        json: { hasError: false },
      })
      expect(patched.status).toBeGreaterThanOrEqual(400)
    }
    expect((await countsFor(admin)).failed?.jobs).toBe(1)

    const retried = await retry('jobs', job.id, admin)
    expect(retried.status, await retried.clone().text()).toBe(201)
    expect((await countsFor(admin)).failed?.jobs).toBe(0)
    expect((await retry('jobs', job.id, admin)).status).toBe(404)
    await server.runAllJobs()
    expect((await outbox('password')).map((mail) => mail.to)).toContain('jane@example.com')
  })

  it('when an e-mail failed for good, then it is counted apart from jobs and sent again through the e-mail’s own retry', async () => {
    const { queueEmail } = await import('@valuedesk/cms')
    const job = await queueEmail(server.payload, {
      to: 'maria@example.com',
      subject: 'A queued notice that failed',
      text: 'Hello',
    })
    await failJob(job)
    expect((await countsFor(admin)).failed).toEqual({ emails: 1, jobs: 0 })
    expect((await retry('jobs', job.id, jane)).status).toBe(403)
    expect((await retry('emails', job.id, jane)).status).toBe(403)
    expect((await retry('jobs', job.id, admin)).status).toBe(201)
    expect((await countsFor(admin)).failed).toEqual({ emails: 0, jobs: 0 })
    await server.runAllJobs()
    expect(await outbox('A queued notice that failed')).toHaveLength(1)
  })
})
