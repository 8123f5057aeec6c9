/** SendGrid is a local fake at the network edge; two runners in one process stand in for two processes'. */
import { afterAll, beforeAll, expect, it } from 'vitest'

import { startFakeSendgrid, type FakeSendgrid } from '../support/fakeSendgrid.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

const apiKey = 'SG.emails-once-test'
let sendgrid: FakeSendgrid
let server: TestServer

beforeAll(async () => {
  sendgrid = await startFakeSendgrid(apiKey)
  Object.assign(process.env, { SENDGRID_API_KEY: apiKey, SENDGRID_API_URL: sendgrid.url })
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
  await sendgrid?.close()
})

const queue = async (message: { subject: string; to?: string; messageId?: string }) => {
  const { queueEmail } = await import('@valuedesk/cms')
  return queueEmail(server.payload, { to: 'customer@example.com', text: 'Sent once.', ...message })
}
const sentWithSubject = (subject: string) => sendgrid.sent.filter((mail) => mail.subject === subject)

it('when two job runners claim at the same moment, then each queued e-mail runs in one of them and is sent once', async () => {
  const jobs = await Promise.all(
    Array.from({ length: 20 }, (_, n) => queue({ subject: `Claimed once ${n}` })),
  )
  const runs = await Promise.all([
    server.payload.jobs.run({ limit: 20 }),
    server.payload.jobs.run({ limit: 20 }),
  ])

  const [first, second] = runs.map((run) => Object.keys(('jobStatus' in run && run.jobStatus) || {}))
  expect(
    first!.filter((id) => second!.includes(id)),
    'jobs both runners ran',
  ).toEqual([])
  expect(new Set([...first!, ...second!])).toEqual(new Set(jobs.map((job) => String(job.id))))
  for (let n = 0; n < 20; n++) expect(sentWithSubject(`Claimed once ${n}`)).toHaveLength(1)
})

it('when the same message is queued twice, then it is sent once', async () => {
  await queue({ subject: 'Queued twice', messageId: 'queued-twice-test' })
  await queue({ subject: 'Queued twice', messageId: 'queued-twice-test' })
  await server.payload.jobs.run()
  expect(sentWithSubject('Queued twice')).toHaveLength(1)
  await server.payload.jobs.run()
  expect(sentWithSubject('Queued twice')).toHaveLength(1)
})

it('when an enquiry is forwarded to support through SendGrid, then a reply goes to the customer', async () => {
  const response = await server.api('/api/contacts/email', {
    method: 'POST',
    json: {
      FirstName: 'Sam',
      LastName: 'Lee',
      Email: 'sam@example.com',
      Phone: '',
      RequestBearerToken: false,
      BusinessName: 'Do you value farms?',
    },
  })
  expect(response.status).toBe(201)
  await server.payload.jobs.run()
  expect(sentWithSubject('Website enquiry from Sam Lee')).toEqual([
    expect.objectContaining({ to: ['support@valuedesk.com.au'], replyTo: 'sam@example.com' }),
  ])
})

it('when SendGrid refuses a send, then the job retries it and it is sent once', async () => {
  sendgrid.failNext(1)
  const job = await queue({ subject: 'SendGrid hiccup' })
  await server.payload.jobs.run()
  expect(sentWithSubject('SendGrid hiccup')).toHaveLength(0)
  // The retry, without waiting out its back-off.
  await server.payload.jobs.runByID({ id: job.id })
  expect(sentWithSubject('SendGrid hiccup')).toHaveLength(1)
})

it('when a process runs its queue, then every e-mail goes out once, one job at a time, and stopping waits for the job under way', async () => {
  const { runQueuedJobs } = await import('../../cms/src/jobs/runQueuedJobs.ts')
  await Promise.all(Array.from({ length: 8 }, (_, n) => queue({ subject: `Runner ${n}` })))
  // Each job the runner claims is claimed alone: the queue never shows two e-mails processing at once.
  let mostAtOnce = 0
  const watching = setInterval(() => {
    void server.payload
      .count({
        collection: 'payload-jobs',
        where: { processing: { equals: true }, taskSlug: { equals: 'sendEmail' } },
      })
      .then(({ totalDocs }) => {
        mostAtOnce = Math.max(mostAtOnce, totalDocs)
      })
  }, 1)
  const stop = runQueuedJobs(server.payload, { everyMs: 20 })
  try {
    await expect
      .poll(() => sendgrid.sent.filter((mail) => mail.subject.startsWith('Runner ')).length, {
        timeout: 10_000,
      })
      .toBe(8)
  } finally {
    await stop()
    clearInterval(watching)
  }
  for (let n = 0; n < 8; n++) expect(sentWithSubject(`Runner ${n}`)).toHaveLength(1)
  expect(mostAtOnce).toBe(1)
  const { totalDocs: processing } = await server.payload.count({
    collection: 'payload-jobs',
    where: { processing: { equals: true } },
  })
  expect(processing).toBe(0)
  // It also queues the jobs whose schedule is due: the due-soon reminders.
  const { totalDocs: reminders } = await server.payload.count({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'remindDueValuations' } },
  })
  expect(reminders).toBeGreaterThan(0)
})

it('when a process was killed mid-job or between finishing a job and deleting it, then at the next start the first is run again and the second is cleared, not sent again', async () => {
  const { recoverInterruptedJobs } = await import('../../cms/src/jobs/recoverInterruptedJobs.ts')
  // What a kill leaves behind: Payload marks a job finished, then deletes it in a second write; or it dies
  // while the job runs.
  const finished = await queue({ subject: 'Finished before the kill' })
  await server.payload.update({
    collection: 'payload-jobs',
    id: finished.id,
    data: { completedAt: new Date().toISOString(), processing: false, totalTried: 1 },
  })
  const cutOff = await queue({ subject: 'Cut off by the kill' })
  await server.payload.update({ collection: 'payload-jobs', id: cutOff.id, data: { processing: true } })
  const failed = await queue({ subject: 'Failed for good' })
  await server.payload.update({
    collection: 'payload-jobs',
    id: failed.id,
    data: { hasError: true, error: { message: 'refused' } },
  })

  await recoverInterruptedJobs(server.payload, 0)
  const left = await server.payload.find({
    collection: 'payload-jobs',
    where: { id: { in: [finished.id, cutOff.id, failed.id] } },
    depth: 0,
  })
  expect(left.docs.map((job) => job.id).sort()).toEqual([cutOff.id, failed.id].sort())
  expect(left.docs.find((job) => job.id === cutOff.id)?.processing).toBe(false)

  await server.payload.jobs.run()
  expect(sentWithSubject('Cut off by the kill')).toHaveLength(1)
  expect(sentWithSubject('Finished before the kill')).toHaveLength(0)
  expect(sentWithSubject('Failed for good')).toHaveLength(0)
})
