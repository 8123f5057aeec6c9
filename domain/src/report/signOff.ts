import type { TransitionActor } from '../valuation/transitions.ts'

/**
 * Who completes a report, signing it off and sending it: the valuer assigned to the valuation, or an admin.
 * Another valuer of the practice may help build it, never send it. Null when `actor` may.
 */
export const completionRefusal = (actor: TransitionActor, isAssignedValuer: boolean): string | null =>
  actor === 'admin' || (actor === 'valuer' && isAssignedValuer)
    ? null
    : 'Only the valuer assigned to this valuation, or an admin, completes and sends its report.'
