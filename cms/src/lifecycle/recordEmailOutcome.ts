import type { Payload, PayloadRequest } from 'payload'

import { AppError, type DeliveryState } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import type { TaskSendEmail, User } from '../payload-types.ts'
import { withHistory } from './steps/history.ts'
import { inTransaction, lockRecord, writeAs } from './steps/transaction.ts'

/** What an e-mail about a valuation is: its valuation (and report, for the report itself), recipient and subject. */
export type EmailAbout = {
  valuation: number | string
  report?: number | string | null
  to: string
  subject: string
}

export type EmailOutcome = { sent: true } | { sent: false; reason: string }

/** The report's e-mail as it now stands (who it goes to, since when, and why it failed). */
export const reportDelivery = (state: DeliveryState, to: string, error: string | null = null) => ({
  state,
  to,
  at: new Date().toISOString(),
  error,
})

async function record(
  req: PayloadRequest,
  about: EmailAbout,
  state: DeliveryState,
  note: string,
  error?: string,
) {
  if (about.report)
    await req.payload.update({
      collection: 'reports',
      id: about.report,
      data: { delivery: reportDelivery(state, about.to, error) },
      ...writeAs(req),
    })
  await lockRecord(req, 'valuations', about.valuation)
  const valuation = await req.payload.findByID({
    collection: 'valuations',
    id: about.valuation,
    ...writeAs(req),
  })
  await req.payload.update({
    collection: 'valuations',
    id: valuation.id,
    data: { history: withHistory(req, valuation, { note }) },
    ...writeAs(req),
  })
}

async function alreadyRecordedSent(req: PayloadRequest, about: EmailAbout) {
  if (!about.report) return false
  const report = await req.payload.findByID({ collection: 'reports', id: about.report, ...writeAs(req) })
  return report.delivery?.state === 'sent'
}

/**
 * What became of an e-mail about a valuation, as the job sending it knows: sent (the mail service took it) or
 * failed after every retry. The valuation's history says so; a report's e-mail also marks the report.
 */
export const recordEmailOutcome = (payload: Payload, about: EmailAbout, outcome: EmailOutcome) =>
  inTransaction(payload, null, async (req) => {
    if (!outcome.sent)
      return record(
        req,
        about,
        'failed',
        `E-mail “${about.subject}” to ${about.to} failed: ${outcome.reason}. An admin can send it again from the dashboard.`,
        outcome.reason,
      )
    // Recorded once: a run finding its report's e-mail already sent records it only if no run did.
    if (await alreadyRecordedSent(req, about)) return
    return record(req, about, 'sent', `E-mail “${about.subject}” delivered to ${about.to}`)
  })

type FailedJob = {
  id: number | string
  taskSlug?: string | null
  hasError?: boolean | null
  input?: TaskSendEmail['input']
}

/**
 * Send a failed e-mail again (admins): the same message (its name, so it still goes once) queued afresh, the
 * failed job removed from the list of failures, and, for a report's e-mail, the report queued again, with a
 * line in the history. A message is never lost: until sent, it stays queued or listed as failed.
 */
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
      await record(
        req,
        { valuation: input.valuation, report: input.report, to: input.to, subject: input.subject },
        'queued',
        `E-mail “${input.subject}” to ${input.to} queued again by ${user.email}`,
      )
    return queued
  })
}
