import type { UIFieldServerProps } from 'payload'

import { reportStatus } from '@valuedesk/domain/report/status'

import type { Report } from '../payload-types.ts'
import { reportSetting } from '../report-rules/reportChecks.ts'
import { ReportChecklist } from './ReportChecklist.tsx'

/** Drawn on the server so the browser checks the blocks as they are typed without asking again. */
export async function ReportChecklistField({ payload, data }: UIFieldServerProps) {
  const report = data as Partial<Report> | undefined
  const setting =
    report?.valuation && report.status === reportStatus.draft
      ? await reportSetting(payload, { valuation: report.valuation, completedAt: report.completedAt ?? null })
      : null
  return <ReportChecklist setting={setting} />
}
