import type { Payload } from 'payload'

import {
  AppError,
  idOf,
  personName,
  reportRuleLabels,
  reportStatus,
  rulesThatWarn,
  type ReportRuleId,
} from '@valuedesk/domain'

import type { Report, User } from '../payload-types.ts'
import { readAsCaller } from './steps/read.ts'
import { inTransaction, writeAs } from './steps/transaction.ts'
import { workOn } from './steps/workOn.ts'

/** It lets the warning through completion and replaces the rule’s earlier note (the history keeps both). */
export async function noteReportWarning(
  payload: Payload,
  user: User,
  reportId: number | string,
  rule: ReportRuleId,
  note: string,
): Promise<Report> {
  const text = note.trim()
  if (!text) throw AppError.validation({ Note: ['Say why the report can be sent with this warning.'] })
  if (!rulesThatWarn.includes(rule))
    throw AppError.validation({
      Rule: [`“${reportRuleLabels[rule]}” never warns: fix what it finds instead of noting it.`],
    })
  const seen = await readAsCaller(payload, user, 'reports', reportId, 0, {
    notFound: `No report ${reportId} that you may see.`,
  })
  return inTransaction(payload, user, async (req) => {
    await workOn(req, user, idOf(seen.valuation))
    const report = await req.payload.findByID({ collection: 'reports', id: seen.id, ...writeAs(req) })
    if (report.status !== reportStatus.draft)
      throw AppError.conflict('This report was delivered and never changes; reissue it to correct it.')
    const kept = (report.ruleNotes ?? []).filter((entry) => entry.rule !== rule)
    return req.payload.update({
      collection: 'reports',
      id: report.id,
      data: {
        ruleNotes: [
          ...kept.map((entry) => ({ ...entry, by: entry.by ? idOf(entry.by) : null })),
          { rule, note: text, by: user.id, byName: personName(user), at: new Date().toISOString() },
        ],
      },
      ...writeAs(req),
    })
  })
}
