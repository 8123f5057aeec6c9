import { hoursLeft, isOpen, REMINDER_HOURS_BEFORE_DUE } from './status.ts'

export type DueStanding = { text: string; tone: 'plain' | 'soon' | 'overdue' | 'on-hold' }

/** On hold the clock stands still, so it neither counts down nor goes overdue. */
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
