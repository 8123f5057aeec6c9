import { statusLabel, valuationStatuses, valuationStatusRow, type ValuationStatus } from './status.ts'

const { None, Pending, InProgress, Deleted, Completed } = valuationStatuses

export type TransitionActor = 'system' | 'admin' | 'valuer' | 'customer'

export type TransitionContext = {
  actor: TransitionActor
  hasValuer: boolean
  hasFinishedReport: boolean
  note?: string | null
  /** The valuation is on hold: it moves on only when resumed (or is declined). */
  onHold?: boolean
}

/**
 * The valuation workflow (the spec leaves transitions open; these are ours). Which state may follow which is the
 * status table's `next` (status.ts): None → Pending when paid; Pending → InProgress when a valuer starts;
 * InProgress → Completed with a finished report; InProgress → Pending when sent back; any but Completed →
 * Deleted (declined). Here: who may, and what must be true. Returns why a change is refused, or null when it is
 * allowed.
 */
export function transitionProblem(
  from: ValuationStatus,
  to: ValuationStatus,
  context: TransitionContext,
): string | null {
  if (from === to) return null
  if (context.actor === 'customer') return 'Only our staff move a valuation along.'
  if (from === Deleted) return 'This valuation was declined; it cannot change any more.'
  if (from === Completed)
    return 'This valuation is completed; its report has been sent. Reissue the report to correct it, or refund the payment.'
  if (context.onHold && to !== Deleted) return 'This valuation is on hold; resume it first.'
  if (to === Deleted) {
    if (context.actor === 'valuer') return 'Only an admin can decline a valuation.'
    return context.note?.trim() ? null : 'Give a reason for declining this valuation (the customer reads it).'
  }
  if (!nextStatuses(from).includes(to))
    return `A valuation cannot go from ‘${statusLabel(from)}’ to ‘${statusLabel(to)}’.`
  if (from === None && to === Pending)
    return context.actor === 'valuer' ? 'A valuation becomes Pending when its invoice is paid.' : null
  if (to === InProgress) return context.hasValuer ? null : 'Assign a valuer before starting the valuation.'
  if (to === Completed)
    return context.hasFinishedReport
      ? null
      : 'Complete the report first: a valuation is completed with its finished report.'
  return null
}

export const nextStatuses = (from: ValuationStatus): ValuationStatus[] =>
  valuationStatusRow(from)?.next.map((name) => valuationStatuses[name]) ?? []
