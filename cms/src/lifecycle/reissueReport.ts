import type { Payload } from 'payload'

import { AppError, idOf, idOrNull, reportStatus, statusOf, valuationStatuses } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import type { Report, User } from '../payload-types.ts'
import { blockContentsOf, toPayloadBlock } from '../report-blocks/blockMapping.ts'
import { withHistory } from './steps/history.ts'
import { finalReportOf, readValuation } from './steps/read.ts'
import { inTransaction, writeAs } from './steps/transaction.ts'
import { mayWorkOn } from './steps/workOn.ts'

/** Ids of their own, so the new version’s edits never touch the old. */
const copyOfBlocks = (report: Report) => blockContentsOf(report).map(toPayloadBlock)

const copyOfImages = (report: Report) =>
  (report.images ?? []).map(({ file, kind, caption, source }) => ({
    file: idOf(file),
    kind,
    caption,
    source,
  }))

/** The reasons for warnings still hold unless the correction changes them. */
const copyOfNotes = (report: Report) =>
  (report.ruleNotes ?? []).map(({ rule, note, by, byName, at }) => ({
    rule,
    note,
    by: idOrNull(by),
    byName,
    at,
  }))

/** The delivered report stays as it is until the new version is completed. */
export async function reissueReport(
  payload: Payload,
  user: User,
  valuationId: number | string,
  reason: string,
): Promise<Report> {
  if (!reason.trim())
    throw AppError.validation({ Reason: ['Say why the report is reissued; the customer is told.'] })
  const seen = await readValuation(payload, user, valuationId, 0)
  await mayWorkOn(payload, user, seen)
  // The valuer’s name is on the report: anyone else’s draft would block them.
  if (!checkRole(['admin'], user) && idOrNull(seen.valuer) !== user.id)
    throw AppError.forbidden('Only the valuer assigned to this valuation, or an admin, reissues its report.')
  return inTransaction(payload, user, async (req) => {
    const valuation = await req.payload.findByID({ collection: 'valuations', id: seen.id, ...writeAs(req) })
    if (statusOf(valuation) !== valuationStatuses.Completed)
      throw AppError.conflict(
        'Only a delivered report is reissued; this valuation’s report is still a draft.',
      )
    const drafts = await req.payload.count({
      collection: 'reports',
      where: { valuation: { equals: valuation.id }, status: { equals: reportStatus.draft } },
      req,
    })
    if (drafts.totalDocs > 0)
      throw AppError.conflict('A corrected version is already in draft; carry on with it.')
    const delivered =
      (await finalReportOf(req.payload, valuation.id, req)) ??
      AppError.throwConflict('This valuation has no delivered report to correct.')
    const version = (delivered.version ?? 1) + 1
    const draft = await req.payload.create({
      collection: 'reports',
      data: {
        title: `Report for ${valuation.reference} (version ${version})`,
        valuation: valuation.id,
        template: delivered.template ?? null,
        blocks: copyOfBlocks(delivered),
        images: copyOfImages(delivered),
        ruleNotes: copyOfNotes(delivered),
        status: reportStatus.draft,
        version,
        reissueReason: reason.trim(),
      },
      ...writeAs(req),
    })
    await req.payload.update({
      collection: 'valuations',
      id: valuation.id,
      data: {
        history: withHistory(req, valuation, { note: `Report version ${version} started: ${reason.trim()}` }),
      },
      ...writeAs(req),
    })
    return draft
  })
}
