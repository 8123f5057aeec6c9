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
import { actorOf } from './actor.ts'
import { undoOnFailure, type Done } from './completionUndo.ts'
import { queueReportReady } from './emails.ts'
import { withHistory } from './history.ts'
import { readValuation } from './read.ts'
import { inTransaction, writeAs } from './transaction.ts'
import { mayWorkOn, statusProblem, writeStatus } from './workflow.ts'

/** A corrected version delivered: the earlier ones are kept, marked superseded, and the history says why. */
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

/**
 * Every reason not to complete this draft now, from the facts as they stand: who asks (the assigned valuer or an
 * admin), the workflow (a reissue stays Completed and needs its reason), and the report's checks (no fail, every
 * warning noted). Made before rendering, and again inside the transaction before the first write. Returns
 * whether this completion delivers a reissued version.
 */
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

/**
 * Complete and deliver, by the assigned valuer or an admin: the valuation's draft report, once it passes its
 * checks (domain/report/rules.ts: no fail, every warning noted), becomes final (its PDF rendered and stored for
 * the customer), the valuation moves to Completed, and the customer's e-mail with the PDF is queued. All or
 * nothing: every check is made before the first write, so a refusal changes nothing, and a write that fails
 * undoes the ones before it where the database has no transaction (SQLite). A reissued version (the valuation
 * was already delivered) supersedes the earlier one, which is kept, and goes to the customer as a correction.
 * The delivered PDF carries the version's verification code; its SHA-256 is recorded for /verify/{code}.
 */
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
  // A step skipped (Pending → Completed) is refused for that, before asking for the report.
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
  // Each delivered version has a code of its own, printed on it, that /verify/{code} answers for.
  const code = await unusedVerificationCode(payload)
  // Rendered before the transaction: a PDF takes a while, and the database need not wait for it.
  const { pdf, data } = await renderReportWithData(
    payload,
    { ...draft, completedAt, verification: { code } },
    false,
  )
  return inTransaction(payload, user, async (req) => {
    const valuation = await req.payload.findByID({ collection: 'valuations', id: seen.id, ...writeAs(req) })
    const current = await req.payload.findByID({ collection: 'reports', id: draft.id, ...writeAs(req) })
    // The report rendered is the one completed, and nothing changed meanwhile that would refuse it.
    if (current.status !== reportStatus.draft || current.updatedAt !== draft.updatedAt)
      throw AppError.conflict(
        'The report changed while it was being completed; nothing was sent. Complete it again.',
      )
    const reissue = await checkCompletion(req.payload, user, valuation, current, note, req)
    return undoOnFailure(req, { valuation, report: current }, async (done) => {
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
