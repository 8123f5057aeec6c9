import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startFakeSendgrid, type FakeSendgrid } from '../support/fakeSendgrid.ts'
import { reportToComplete } from '../support/reportToComplete.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

/** SendGrid is a local fake at the network edge, answering 500 to every try. */
const apiKey = 'SG.delivery-failure-test'
let sendgrid: FakeSendgrid
let server: TestServer
let setup: Awaited<ReturnType<typeof reportToComplete>>
let jobId: number | string

beforeAll(async () => {
  sendgrid = await startFakeSendgrid(apiKey)
  Object.assign(process.env, { SENDGRID_API_KEY: apiKey, SENDGRID_API_URL: sendgrid.url })
  server = await startTestServer()
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a9' } })
    .jpeg()
    .toBuffer()
  setup = await reportToComplete(server, [photo])
  // The order's own e-mails go first: what is queued after completing is the report's.
  await server.runAllJobs()
}, 120_000)
afterAll(async () => {
  await server?.close()
  await sendgrid?.close()
})

const report = () => setup.report()
const orderView = () => setup.orderView()
const historyNotes = () => setup.historyNotes()
const failedList = async (token = setup.admin) => server.api('/api/emails/failed', { token })
const reportMails = () => sendgrid.sent.filter((mail) => mail.subject.startsWith('Your valuation report'))
const job = () => server.payload.findByID({ collection: 'payload-jobs', id: jobId, depth: 0 })

describe('a report e-mail the mail service refuses', () => {
  it('when SendGrid answers 500 to every try, then the e-mail is retried, then failed, and the report never reads sent', async () => {
    sendgrid.failNext(100)
    const completed = await setup.complete()
    expect(completed.status, await completed.clone().text()).toBe(200)
    const { docs } = await server.payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendEmail' }, completedAt: { exists: false } },
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    jobId = docs[0]!.id
    // Each try without waiting out its back-off: the first and five retries.
    for (let attempt = 1; attempt <= 6; attempt++) {
      await server.payload.jobs.runByID({ id: jobId })
      const tried = await job()
      expect(tried.totalTried).toBe(attempt)
      expect(tried.hasError ?? false).toBe(attempt === 6)
      expect((await report()).delivery?.state).toBe(attempt === 6 ? 'failed' : 'queued')
      expect((await orderView()).ReportDelivery).not.toBe('sent')
    }
    expect(reportMails()).toHaveLength(0)
    expect((await report()).delivery).toMatchObject({
      state: 'failed',
      to: 'maria@example.com',
      error: expect.stringContaining('500'),
    })
    expect((await orderView()).ReportDelivery).toBe('failed')
    const notes = await historyNotes()
    expect(notes).toContainEqual(
      expect.stringMatching(
        /^E-mail “Your valuation report.*” to maria@example\.com failed: 500 .*send it again/,
      ),
    )
    expect(notes.join('\n')).not.toMatch(/Your valuation report.*delivered/)
  }, 60_000)

  it('when an admin looks, then the failed e-mail is listed with why; a valuer may not list or retry it', async () => {
    const listed = await failedList()
    expect(listed.status).toBe(200)
    expect(await listed.json()).toEqual([
      {
        JobId: jobId,
        To: 'maria@example.com',
        Subject: expect.stringMatching(/^Your valuation report/),
        ValuationId: String(setup.order.valuationId),
        Error: expect.stringContaining('Internal Server Error'),
        FailedAt: expect.any(String),
      },
    ])
    expect((await failedList(setup.valuer)).status).toBe(403)
    const refused = await server.api(`/api/emails/${jobId}/retry`, { method: 'POST', token: setup.valuer })
    expect(refused.status).toBe(403)
    expect((await job()).hasError).toBe(true)
  })

  it('when an admin sends it again and SendGrid takes it, then it is sent once, the report reads sent, and the history says who retried it', async () => {
    sendgrid.failNext(0)
    const retried = await server.api(`/api/emails/${jobId}/retry`, { method: 'POST', token: setup.admin })
    expect(retried.status, await retried.clone().text()).toBe(201)
    expect((await report()).delivery?.state).toBe('queued')
    expect(await (await failedList()).json()).toEqual([])
    await server.runAllJobs()
    expect(reportMails()).toHaveLength(1)
    expect(reportMails()[0]!.to).toEqual(['maria@example.com'])
    expect((await report()).delivery).toMatchObject({ state: 'sent', error: null })
    expect((await orderView()).ReportDelivery).toBe('sent')
    const notes = await historyNotes()
    expect(notes.at(-2)).toMatch(/queued again by admin@example\.com$/)
    expect(notes.at(-1)).toMatch(/^E-mail “Your valuation report.*” delivered to maria@example\.com$/)
  })

  it('when a run finds the report’s e-mail sent by an earlier one cut off before it recorded that, then it records it and sends nothing again', async () => {
    const mails = reportMails().length
    // As an earlier run left it: SendGrid took the message, the report still reads queued.
    const { reportDelivery } = await import('../../cms/src/lifecycle/steps/recordDelivery.ts')
    const { LIFECYCLE } = await import('../../cms/src/lifecycle/steps/transaction.ts')
    await server.payload.update({
      collection: 'reports',
      id: setup.reportId,
      data: { delivery: reportDelivery('queued', 'maria@example.com') },
      context: { [LIFECYCLE]: true },
    })
    const { queueEmail } = await import('@valuedesk/cms')
    await queueEmail(server.payload, {
      messageId: `report-ready-${setup.reportId}`,
      valuation: String(setup.order.valuationId),
      report: String(setup.reportId),
      to: 'maria@example.com',
      subject: 'Your valuation report — again',
      text: 'The same message.',
    })
    await server.runAllJobs()
    expect(reportMails()).toHaveLength(mails)
    expect((await report()).delivery?.state).toBe('sent')
  })

  it('when a retry is asked of an e-mail that has not failed, then it is a 409; of no e-mail, a 404', async () => {
    const { queueEmail } = await import('@valuedesk/cms')
    const waiting = await queueEmail(server.payload, {
      to: 'maria@example.com',
      subject: 'Queued',
      text: 'Not yet.',
    })
    expect(
      (await server.api(`/api/emails/${waiting.id}/retry`, { method: 'POST', token: setup.admin })).status,
    ).toBe(409)
    expect(
      (await server.api('/api/emails/999999/retry', { method: 'POST', token: setup.admin })).status,
    ).toBe(404)
  })
})
