import type { Report } from '@valuedesk/cms'

import { describeProblem, idOf, type ReportProblem } from '@valuedesk/domain'

export const toReportResponse = (report: Report) => ({
  ReportId: report.id,
  ValuationId: idOf(report.valuation),
  Title: report.title,
  Status: report.status,
  Version: report.version ?? 1,
  ReissueReason: report.reissueReason ?? null,
  TemplateId: report.template ? idOf(report.template) : null,
  PdfFileId: report.pdf ? idOf(report.pdf) : null,
  CompletedAt: report.completedAt ?? null,
  UpdatedAt: report.updatedAt,
})

export const toProblemResponse = (problem: ReportProblem) => ({
  Index: problem.index,
  Type: problem.type,
  Block: problem.block,
  Field: problem.field,
  Problem: problem.problem,
  Text: describeProblem(problem),
})
