import type { Payload, PayloadRequest } from 'payload'

import {
  AppError,
  completionRefusal,
  idOf,
  idOrNull,
  notReadyToSend,
  reportStatus,
  statusOf,
  valuationStatuses,
} from '@valuedesk/domain'

import { renderReportWithData } from '../documents/reportPdf/reportDocument.ts'
import type { Report, User, Valuation } from '../payload-types.ts'
import { checksOf } from '../report-rules/reportChecks.ts'
import { deliveredVerification } from '../verification/deliveredVerification.ts'
import { unusedVerificationCode } from '../verification/verificationCode.ts'
import { actorOf } from './steps/actor.ts'
import { undoOnFailure, type Done } from './steps/undoOnFailure.ts'
import { queueReportReady } from './steps/queueReportReady.ts'
import { withHistory } from './steps/history.ts'
import { readValuation } from './steps/read.ts'
import { inTransaction, writeAs } from './steps/transaction.ts'
import { mayWorkOn } from './steps/workOn.ts'
import { statusProblem, writeStatus } from './steps/statusChange.ts'

async function supersede(req: PayloadRequest, valuation: Valuation, report: Report, done: Done) {
  const { docs: earlier } = await req.payload.find({
    collection: 'reports',
    where: {
      valuation: { equals: valuation.id },
      status: { equals: reportStatus.final },
      id: { not_equals: report.id },
    },
    limit: 0,
    ...writeAs(req),
  })
  for (const version of earlier) {
    await req.payload.update({
      collection: 'reports',
      id: version.id,
      data: { status: reportStatus.superseded },
      ...writeAs(req),
    })
    done.superseded.push(version)
  }
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

/** Checked before rendering and again in the transaction before the first write; true for a reissue. */
async function checkCompletion(
  payload: Payload,
  user: User,
  valuation: Valuation,
  draft: Report,
  note: string | null | undefined,
  req?: PayloadRequest,
) {
  const refusal = completionRefusal(actorOf(user), idOrNull(valuation.valuer) === user.id)
  if (refusal) throw AppError.forbidden(refusal)
  const reissue = statusOf(valuation) === valuationStatuses.Completed
  if (reissue && !draft.reissueReason)
    throw AppError.conflict('This valuation’s report was delivered; reissue it with a reason to correct it.')
  const stuck = reissue
    ? null
    : statusProblem(user, valuation, valuationStatuses.Completed, { hasFinishedReport: true, note })
  if (stuck) throw AppError.conflict(stuck)
  const { problems } = await checksOf(payload, draft, req)
  if (problems.length) throw AppError.conflict(notReadyToSend(problems))
  return reissue
}

/** All or nothing: every check before the first write; on SQLite a failed write undoes the ones before it. */
export async function completeValuation(
  payload: Payload,
  user: User,
  valuationId: number | string,
  note?: string | null,
): Promise<Valuation> {
  const seen = await readValuation(payload, user, valuationId, 0)
  await mayWorkOn(payload, user, seen)
  const refusal = completionRefusal(actorOf(user), idOrNull(seen.valuer) === user.id)
  if (refusal) throw AppError.forbidden(refusal)
  const skipped = statusProblem(user, seen, valuationStatuses.Completed, { hasFinishedReport: true, note })
  if (skipped) throw AppError.conflict(skipped)
  const { docs } = await payload.find({
    collection: 'reports',
    where: { valuation: { equals: seen.id }, status: { equals: reportStatus.draft } },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    user,
    overrideAccess: false,
  })
  const draft =
    docs[0] ?? AppError.throwConflict('Build the report first: there is no draft report for this valuation.')
  await checkCompletion(payload, user, seen, draft, note)
  const completedAt = new Date().toISOString()
  const code = await unusedVerificationCode(payload)
  // Rendered before the transaction, so the database does not wait on the PDF.
  const { pdf, data } = await renderReportWithData(
    payload,
    { ...draft, completedAt, verification: { code } },
    false,
  )
  return inTransaction(payload, user, async (req) => {
    const valuation = await req.payload.findByID({ collection: 'valuations', id: seen.id, ...writeAs(req) })
    const current = await req.payload.findByID({ collection: 'reports', id: draft.id, ...writeAs(req) })
    if (current.status !== reportStatus.draft || current.updatedAt !== draft.updatedAt)
      throw AppError.conflict(
        'The report changed while it was being completed; nothing was sent. Complete it again.',
      )
    const reissue = await checkCompletion(req.payload, user, valuation, current, note, req)
    return undoOnFailure(req, { valuation, report: current }, async (done) => {
      const file = await req.payload.create({
        collection: 'files',
        // The customer owns the PDF, so it shows on their order page.
        data: { customer: idOf(valuation.customer) },
        file: {
          data: pdf,
          mimetype: 'application/pdf',
          name: `${valuation.reference}-valuation-report.pdf`,
          size: pdf.length,
        },
        ...writeAs(req),
      })
      done.file = file.id
      const report = await req.payload.update({
        collection: 'reports',
        id: draft.id,
        data: {
          status: reportStatus.final,
          pdf: file.id,
          completedAt,
          verification: deliveredVerification(code, pdf, data),
        },
        ...writeAs(req),
      })
      done.report = true
      const completed = reissue
        ? await supersede(req, valuation, report, done)
        : await writeStatus(
            req,
            valuation,
            valuationStatuses.Completed,
            note?.trim() || 'Report completed; e-mail to the customer queued',
          )
      done.valuation = true
      await queueReportReady(req, completed, report)
      return completed
    })
  })
}
