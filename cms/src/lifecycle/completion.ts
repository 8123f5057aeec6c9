import type { Payload, PayloadRequest } from 'payload'

import {
  AppError,
  idOf,
  notReadyToSend,
  reportProblems,
  statusOf,
  valuationStatuses,
} from '@valuedesk/domain'

import { renderReport } from '../documents/report/reportDocument.ts'
import type { Report, User, Valuation } from '../payload-types.ts'
import { blockContentsOf } from '../reports/blockMapping.ts'
import { queueReportReady } from './emails.ts'
import { withHistory } from './history.ts'
import { readValuation } from './read.ts'
import { inTransaction, writeAs } from './transaction.ts'
import { checkTransition, mayWorkOn, statusProblem, writeStatus } from './workflow.ts'

/** A corrected version delivered: the earlier ones are kept, marked superseded, and the history says why. */
async function supersede(req: PayloadRequest, valuation: Valuation, report: Report) {
  await req.payload.update({
    collection: 'reports',
    where: {
      valuation: { equals: valuation.id },
      status: { equals: 'final' },
      id: { not_equals: report.id },
    },
    data: { status: 'superseded' },
    ...writeAs(req),
  })
  return req.payload.update({
    collection: 'valuations',
    id: valuation.id,
    data: {
      history: withHistory(req, valuation, {
        note: `Report version ${report.version} completed, e-mail to the customer queued: ${report.reissueReason}`,
      }),
    },
    ...writeAs(req),
    depth: 1,
  })
}

/**
 * Complete and deliver: the valuation's draft report, once nothing keeps it from being sent
 * (domain/report/readiness.ts), becomes final (its PDF rendered and stored for the
 * customer), the valuation moves to Completed, and the customer's e-mail with the PDF is queued, all in one
 * transaction: a refusal (the workflow, the caller) changes nothing. A reissued version (the valuation was
 * already delivered) supersedes the earlier one, which is kept, and goes to the customer as a correction.
 */
export async function completeValuation(
  payload: Payload,
  user: User,
  valuationId: number | string,
  note?: string | null,
): Promise<Valuation> {
  const seen = await readValuation(payload, user, valuationId, 0)
  await mayWorkOn(payload, user, seen)
  // A step skipped (Pending → Completed) is refused for that, before asking for the report.
  const skipped = statusProblem(user, seen, valuationStatuses.Completed, { hasFinishedReport: true, note })
  if (skipped) throw AppError.conflict(skipped)
  const { docs } = await payload.find({
    collection: 'reports',
    where: { valuation: { equals: seen.id }, status: { equals: 'draft' } },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    user,
    overrideAccess: false,
  })
  const draft =
    docs[0] ?? AppError.throwConflict('Build the report first: there is no draft report for this valuation.')
  const reissue = statusOf(seen) === valuationStatuses.Completed
  if (reissue && !draft.reissueReason)
    throw AppError.conflict('This valuation’s report was delivered; reissue it with a reason to correct it.')
  // A report with its template's placeholders, or without the figures the order asks for, is not sent.
  const problems = reportProblems(blockContentsOf(draft), seen.reportKind)
  if (problems.length) throw AppError.conflict(notReadyToSend(problems))
  const completedAt = new Date().toISOString()
  // Rendered before the transaction: a PDF takes a while, and the database need not wait for it.
  const pdf = await renderReport(payload, { ...draft, completedAt }, false)
  return inTransaction(payload, user, async (req) => {
    const valuation = await req.payload.findByID({ collection: 'valuations', id: seen.id, ...writeAs(req) })
    const file = await req.payload.create({
      collection: 'files',
      // The customer owns the stored PDF, so it shows on their order page; valuers see it through the valuation.
      data: { customer: idOf(valuation.customer) },
      file: {
        data: pdf,
        mimetype: 'application/pdf',
        name: `${valuation.reference}-valuation-report.pdf`,
        size: pdf.length,
      },
      ...writeAs(req),
    })
    const report = await req.payload.update({
      collection: 'reports',
      id: draft.id,
      data: { status: 'final', pdf: file.id, completedAt },
      ...writeAs(req),
    })
    await checkTransition(req, user, valuation, valuationStatuses.Completed, note)
    const completed = reissue
      ? await supersede(req, valuation, report)
      : await writeStatus(
          req,
          valuation,
          valuationStatuses.Completed,
          note?.trim() || 'Report completed; e-mail to the customer queued',
        )
    await queueReportReady(req, completed, report)
    return completed
  })
}
