export const reportStatuses = ['draft', 'final', 'superseded'] as const
export type ReportStatus = (typeof reportStatuses)[number]

export const reportStatusLabels: Record<ReportStatus, string> = {
  draft: 'Draft',
  // Completed; whether its e-mail went is its delivery's to say (queued, sent, failed).
  final: 'Final',
  superseded: 'Superseded (a later version replaced it)',
}

/** Each status by name (`reportStatus.final`), so code never spells one as a bare string. */
export const reportStatus = Object.fromEntries(reportStatuses.map((status) => [status, status])) as {
  readonly [Status in ReportStatus]: Status
}
