/**
 * A report's states: a draft the valuer builds; final, delivered to the customer (never changed after);
 * superseded, a delivered version a later, corrected one replaced (kept beside it).
 */
export const reportStatuses = ['draft', 'final', 'superseded'] as const
export type ReportStatus = (typeof reportStatuses)[number]
