import type { TransitionActor } from '../valuation/transitions.ts'

/** Another valuer of the practice may help build it, never send it. */
export const completionRefusal = (actor: TransitionActor, isAssignedValuer: boolean): string | null =>
  actor === 'admin' || (actor === 'valuer' && isAssignedValuer)
    ? null
    : 'Only the valuer assigned to this valuation, or an admin, completes and sends its report.'
