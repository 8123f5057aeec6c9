import type { Payload } from 'payload'

import { MINUTE_MS } from '@valuedesk/domain'

import type { Dialect } from '../database.ts'
import { env } from '../env.ts'

/** No job runs this long: one still marked as running is one a crash cut off. */
const longestJobSeconds = 600

/** Payload's runner never claims a job left marked as processing by a killed process. */
export async function recoverInterruptedJobs(payload: Payload, afterSeconds: number) {
  // Payload sets completedAt only on success: failed jobs stay for the back office to see.
  const finished = await payload.delete({
    collection: 'payload-jobs',
    where: { completedAt: { exists: true } },
    overrideAccess: true,
    depth: 0,
  })
  if (finished.docs.length > 0)
    payload.logger.info(
      { jobs: finished.docs.map((job) => job.id) },
      `Cleared ${finished.docs.length} finished job(s) a stop left behind`,
    )
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { updatedAt: { less_than_equal: new Date(Date.now() - afterSeconds * 1000).toISOString() } },
      ],
    },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  })
  if (docs.length > 0)
    payload.logger.warn(
      { jobs: docs.map((job) => job.id) },
      `Handed ${docs.length} interrupted job(s) back to the queue`,
    )
}

/** On SQLite this process is alone, so every running job was interrupted; elsewhere only old ones. */
export async function watchInterruptedJobs(payload: Payload, dialect: Dialect) {
  await recoverInterruptedJobs(
    payload,
    env.JOBS_INTERRUPTED_AFTER_SECONDS ?? (dialect === 'sqlite' ? 0 : longestJobSeconds),
  )
  const timer = setInterval(
    () =>
      void recoverInterruptedJobs(payload, longestJobSeconds).catch((err: unknown) =>
        payload.logger.error({ err }, 'Could not recover interrupted jobs'),
      ),
    5 * MINUTE_MS,
  )
  timer.unref()
}
