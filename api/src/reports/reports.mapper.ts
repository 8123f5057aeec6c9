import type { Report } from '@valuedesk/cms'

import {
  describeProblem,
  idOf,
  reportRuleLabels,
  ruleOutcome,
  type ReportProblem,
  type ReportRuleId,
  type RuleResult,
} from '@valuedesk/domain'

type Note = NonNullable<Report['ruleNotes']>[number]
type Edit = NonNullable<Report['edits']>[number]

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
  Rule: problem.rule,
  Index: problem.index,
  Type: problem.type,
  Block: problem.block,
  Field: problem.field,
  Problem: problem.problem,
  Text: describeProblem(problem),
})

export const toNoteResponse = (note: Note) => ({
  Rule: note.rule,
  Label: reportRuleLabels[note.rule],
  Note: note.note,
  By: note.byName ?? '',
  At: note.at,
})

export const toCheckResponse = (result: RuleResult, notes: Note[]) => {
  const note = notes.find((candidate) => candidate.rule === (result.rule satisfies ReportRuleId))
  return {
    Rule: result.rule,
    Label: result.label,
    Outcome: result.outcome,
    Passed: result.passed,
    Findings: result.findings.map(describeProblem),
    Note: note && result.outcome === ruleOutcome.warn ? toNoteResponse(note) : null,
  }
}

export const toEditResponse = (edit: Edit) => ({
  At: edit.at,
  By: edit.byName ?? '',
  Changes: edit.changes.split('\n'),
})
