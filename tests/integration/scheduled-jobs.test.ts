/**
 * Scheduled jobs (the due-soon reminders, every 15 minutes) run once for each time of their schedule, however
 * often a process looks at the schedule: it looks every 5 seconds, before and after the job runs.
 */
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterEach(() => {
  vi.useRealTimers()
})
afterAll(async () => {
  await server?.close()
})

const reminders = { taskSlug: { equals: 'remindDueValuations' } } as const
/** The process's look at the schedule: queues what is due to be queued. */
const look = () => server.payload.jobs.handleSchedules({ queue: 'default' })
/** Runs the reminder jobs due now; how many ran. */
const runDue = async () =>
  Object.keys((await server.payload.jobs.run({ queue: 'default', where: reminders })).jobStatus ?? {}).length
const waiting = async () =>
  (await server.payload.find({ collection: 'payload-jobs', where: reminders, depth: 0 })).docs.map(
    (job) => job.waitUntil,
  )
const at = (time: string) => vi.setSystemTime(new Date(`2026-12-01T${time}Z`))

it('when the schedule is looked at every few seconds around a reminder time, then the reminder runs once for that time and the next time is queued', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  at('01:00:00')
  await look()
  expect(await waiting()).toEqual(['2026-12-01T01:15:00.000Z'])

  at('01:14:58')
  await look()
  expect(await waiting()).toEqual(['2026-12-01T01:15:00.000Z'])

  // The 01:15 reminder runs (and Payload deletes it); the looks right after it must not queue 01:15 again.
  at('01:15:01')
  expect(await runDue()).toBe(1)
  expect(await waiting()).toEqual([])
  at('01:15:03')
  await look()
  expect(await runDue()).toBe(0)
  at('01:15:08')
  await look()
  expect(await runDue()).toBe(0)
  expect(await waiting()).toEqual(['2026-12-01T01:30:00.000Z'])
})

it('when no process ran for two hours, then the reminder left waiting runs once and the times missed are not caught up', async () => {
  // Where the test above left off: the 01:30 reminder waits.
  vi.useFakeTimers({ toFake: ['Date'] })
  at('03:07:00')
  await look()
  expect(await runDue()).toBe(1)
  for (const time of ['03:07:05', '03:07:10']) {
    at(time)
    await look()
    expect(await runDue()).toBe(0)
  }
  expect(await waiting()).toEqual(['2026-12-01T03:15:00.000Z'])
})
