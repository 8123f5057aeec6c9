import { hoursLeft, isOpen, REMINDER_HOURS_BEFORE_DUE } from './status.ts'

/** How a valuation stands against its due time, for a list: what it says and how loudly. */
export type DueStanding = { text: string; tone: 'plain' | 'soon' | 'overdue' | 'on-hold' }

/**
 * "5 h left", "Overdue by 13 h" or "On hold": the due time as the back office's lists read it. On hold, the
 * clock stands still (the due time moves on when it resumes), so it neither counts down nor goes overdue; a
 * valuation finished, or not paid yet, has nothing to count.
 */
export function dueStanding(
  valuation: { dueAt?: string | null; status: number | string; onHold: boolean },
  now = new Date(),
): DueStanding | null {
  if (!isOpen(Number(valuation.status))) return null
  if (valuation.onHold) return { text: 'On hold', tone: 'on-hold' }
  if (!valuation.dueAt) return null
  const left = hoursLeft(valuation.dueAt, now)
  if (new Date(valuation.dueAt).getTime() < now.getTime())
    return { text: `Overdue by ${Math.max(-left, 0)} h`, tone: 'overdue' }
  return { text: `${left} h left`, tone: left < REMINDER_HOURS_BEFORE_DUE ? 'soon' : 'plain' }
}
