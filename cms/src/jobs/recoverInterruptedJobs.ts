import type { Payload, Where } from 'payload'

import type { Dialect } from '../database.ts'

/** No job runs this long: one still marked as running after it was cut off by a crash. */
const interruptedAfterMs = 10 * 60_000

/**
 * A process killed while running a job leaves it marked as processing, and Payload's runner never
 * claims such a job again. This hands those jobs back to the queue. On SQLite this process is the
 * only one on the database, so at start every such job is interrupted; on a shared database only
 * jobs untouched for ten minutes are, since another process may be running the rest.
 */
export async function recoverInterruptedJobs(payload: Payload, dialect: Dialect, atStart: boolean) {
  const where: Where =
    dialect === 'sqlite' && atStart
      ? { processing: { equals: true } }
      : { and: [{ processing: { equals: true } }, { updatedAt: { less_than: new Date(Date.now() - interruptedAfterMs).toISOString() } }] }
  const { docs } = await payload.update({ collection: 'payload-jobs', where, data: { processing: false }, overrideAccess: true, depth: 0 })
  if (docs.length > 0) payload.logger.warn({ jobs: docs.map((job) => job.id) }, `Handed ${docs.length} interrupted job(s) back to the queue`)
}

/** At start, and every few minutes while this process runs jobs. */
export async function watchInterruptedJobs(payload: Payload, dialect: Dialect) {
  await recoverInterruptedJobs(payload, dialect, true)
  const timer = setInterval(() => void recoverInterruptedJobs(payload, dialect, false).catch((err: unknown) => payload.logger.error({ err }, 'Could not recover interrupted jobs')), 5 * 60_000)
  timer.unref()
}
