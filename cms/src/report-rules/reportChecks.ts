import type { Payload, PayloadRequest } from 'payload'

import {
  blockingProblems,
  checkReport,
  idOf,
  idOrNull,
  personName,
  reportDates,
  signatureStates,
  type ReportFacts,
  type ReportRuleId,
} from '@valuedesk/domain'

import type { Report } from '../payload-types.ts'
import { blockContentsOf } from '../report-blocks/blockMapping.ts'
import { credentialsOf, valuerRecordOf } from './valuerRecord.ts'

/** What the rules look at beside a report's blocks: what the editor does not change as the valuer types. */
export type ReportSetting = Omit<ReportFacts, 'blocks'>

/** With `req`, inside a verb's transaction. */
export async function reportSetting(
  payload: Payload,
  report: Pick<Report, 'valuation' | 'completedAt'>,
  req?: PayloadRequest,
): Promise<ReportSetting> {
  const read = { depth: 0, overrideAccess: true, req } as const
  const valuation = await payload.findByID({ collection: 'valuations', id: idOf(report.valuation), ...read })
  const snapshot = await payload.findByID({
    collection: 'property-snapshots',
    id: idOf(valuation.snapshot),
    ...read,
  })
  const valuerId = idOrNull(valuation.valuer)
  const valuer =
    valuerId === null ? undefined : await payload.findByID({ collection: 'users', id: valuerId, ...read })
  const practiceId = idOrNull(valuation.practice)
  const record = await valuerRecordOf(payload, practiceId, valuerId, req)
  const practice =
    practiceId === null ? null : await payload.findByID({ collection: 'practices', id: practiceId, ...read })
  return {
    kind: valuation.reportKind,
    purpose: valuation.purpose,
    ...reportDates(report.completedAt, valuation.retrospectiveDate),
    propertyState: snapshot.state?.trim().toUpperCase() || null,
    valuer: valuer
      ? {
          name: personName(valuer),
          ...credentialsOf(record),
          signature: !record?.signature
            ? signatureStates.missing
            : record.signatureVerified
              ? signatureStates.verified
              : signatureStates.unverified,
        }
      : null,
    practice: practice
      ? { name: practice.name, legalName: practice.legalName ?? null, abn: practice.abn ?? null }
      : null,
    fund: valuation.fund ?? null,
  }
}

export const reportFacts = async (
  payload: Payload,
  report: Report,
  req?: PayloadRequest,
): Promise<ReportFacts> => ({
  ...(await reportSetting(payload, report, req)),
  blocks: blockContentsOf(report),
})

export const notedRules = (report: Report): ReportRuleId[] =>
  (report.ruleNotes ?? []).map((note) => note.rule as ReportRuleId)

/** What completing refuses and the checklist shows: fails, and warnings without a note. */
export async function checksOf(payload: Payload, report: Report, req?: PayloadRequest) {
  const results = checkReport(await reportFacts(payload, report, req))
  return { results, problems: blockingProblems(results, notedRules(report)) }
}
