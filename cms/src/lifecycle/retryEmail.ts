import type { Payload } from 'payload'

import { AppError } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import type { TaskSendEmail, User } from '../payload-types.ts'
import { inTransaction, writeAs } from './steps/transaction.ts'
import { recordDelivery } from './steps/recordDelivery.ts'

type FailedJob = {
  id: number | string
  taskSlug?: string | null
  hasError?: boolean | null
  input?: TaskSendEmail['input']
}

/** The same message name, so it still goes once; until sent it stays queued or listed as failed. */
export async function retryEmail(payload: Payload, user: User, jobId: number | string) {
  if (!checkRole(['admin'], user)) throw AppError.forbidden('Only admins send a failed e-mail again.')
  const job = (await payload
    .findByID({ collection: 'payload-jobs', id: jobId, depth: 0, overrideAccess: true })
    .catch(() => undefined)) as FailedJob | undefined
  if (!job || job.taskSlug !== 'sendEmail') throw AppError.notFound('No such e-mail job.')
  if (!job.hasError || !job.input)
    throw AppError.conflict('This e-mail has not failed: it is sent or still being tried.')
  const input = job.input
  return inTransaction(payload, user, async (req) => {
    const queued = await req.payload.jobs.queue({ task: 'sendEmail', input, req })
    await req.payload.delete({ collection: 'payload-jobs', id: job.id, ...writeAs(req) })
    if (input.valuation)
      await recordDelivery(
        req,
        { valuation: input.valuation, report: input.report, to: input.to, subject: input.subject },
        'queued',
        `E-mail “${input.subject}” to ${input.to} queued again by ${user.email}`,
      )
    return queued
  })
}
