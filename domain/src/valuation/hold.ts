import type { TransitionActor } from './transitions.ts'
import { valuationStatuses, type ValuationStatus } from './status.ts'

/** A valuation waiting on something outside the valuer's hands (the customer's answer, access, a document). */
export type Hold = { since: Date | string; reason: string }

/**
 * Why a valuation cannot be put on hold now, or null: only one still being worked on (Pending or In
 * progress), by the staff working on it, with a reason the customer can read.
 */
export function holdProblem(
  status: ValuationStatus,
  onHold: boolean,
  actor: TransitionActor,
  reason: string | null | undefined,
): string | null {
  if (actor === 'customer') return 'Only our staff put a valuation on hold.'
  if (onHold) return 'This valuation is already on hold.'
  if (status !== valuationStatuses.Pending && status !== valuationStatuses.InProgress)
    return 'Only a valuation being worked on (Pending or In progress) can go on hold.'
  return reason?.trim() ? null : 'Say why the valuation is on hold; the customer is told.'
}

/** Why a valuation cannot be resumed now, or null. */
export function resumeProblem(onHold: boolean, actor: TransitionActor): string | null {
  if (actor === 'customer') return 'Only our staff resume a valuation.'
  return onHold ? null : 'This valuation is not on hold.'
}

/**
 * The due time after a hold: the time on hold does not count against the promise, so the due time moves
 * on by as long as the valuation waited (a valuation unpaid has no due time yet).
 */
export function dueAfterHold(
  dueAt: Date | string | null | undefined,
  since: Date | string,
  now = new Date(),
): Date | null {
  if (!dueAt) return null
  const waited = Math.max(0, now.getTime() - new Date(since).getTime())
  return new Date(new Date(dueAt).getTime() + waited)
}
