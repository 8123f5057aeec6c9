import type { Payload, TypedJobs } from 'payload'

import { AppError } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import { retryEmail } from '../lifecycle/retryEmail.ts'
import { inTransaction, writeAs } from '../lifecycle/steps/transaction.ts'
import type { User } from '../payload-types.ts'

type TaskSlug = keyof TypedJobs['tasks']

export async function retryFailedJob(payload: Payload, user: User, jobId: number | string) {
  if (!checkRole(['admin'], user)) throw AppError.forbidden('Only admins run a failed job again.')
  const job = await payload
    .findByID({ collection: 'payload-jobs', id: jobId, depth: 0, overrideAccess: true })
    .catch(() => undefined)
  if (!job) throw AppError.notFound('No such job.')
  if (job.taskSlug === 'sendEmail') return retryEmail(payload, user, jobId)
  if (!job.hasError) throw AppError.conflict('This job has not failed: it is done or still being tried.')
  const task = (payload.config.jobs.tasks ?? []).find((each) => each.slug === job.taskSlug)
  if (!task) throw AppError.conflict('This job’s task no longer exists; it cannot be run again.')
  const queued = await inTransaction(payload, user, async (req) => {
    const again = await req.payload.jobs.queue({
      task: task.slug as TaskSlug,
      input: job.input as TypedJobs['tasks'][TaskSlug]['input'],
      queue: job.queue ?? undefined,
      req,
    })
    await req.payload.delete({ collection: 'payload-jobs', id: job.id, ...writeAs(req) })
    return again
  })
  payload.logger.info(
    { job: job.id, queued: queued.id, by: user.id },
    `Failed job “${task.slug}” queued again`,
  )
  return queued
}
