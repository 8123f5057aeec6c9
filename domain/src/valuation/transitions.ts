import { statusLabel, valuationStatuses, type ValuationStatus } from './status.ts'

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

/** The spec leaves transitions open; these are ours. */
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
  if (from === None && to === Pending)
    return context.actor === 'valuer' ? 'A valuation becomes Pending when its invoice is paid.' : null
  if (from === Pending && to === InProgress)
    return context.hasValuer ? null : 'Assign a valuer before starting the valuation.'
  if (from === InProgress && to === Completed)
    return context.hasFinishedReport
      ? null
      : 'Complete the report first: a valuation is completed with its finished report.'
  if (from === InProgress && to === Pending) return null
  return `A valuation cannot go from ‘${statusLabel(from)}’ to ‘${statusLabel(to)}’.`
}

export const nextStatuses = (from: ValuationStatus): ValuationStatus[] =>
  ({
    [None]: [Pending, Deleted],
    [Pending]: [InProgress, Deleted],
    [InProgress]: [Completed, Pending, Deleted],
    [Completed]: [],
    [Deleted]: [],
  })[from] ?? []
