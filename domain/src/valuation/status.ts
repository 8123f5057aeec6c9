import { HOUR_MS, MINUTE_MS } from '../durations.ts'
import { BUSINESS_TIME_ZONE } from '../timeZone.ts'

/** Valuation statuses, with the spec's numbers. */
export const valuationStatuses = { None: 0, Pending: 10, InProgress: 20, Deleted: 40, Completed: 50 } as const
export type ValuationStatusName = keyof typeof valuationStatuses
export type ValuationStatus = (typeof valuationStatuses)[ValuationStatusName]

/** What a valuation list shows unless asked otherwise: Pending, InProgress and Completed. */
export const defaultListStatuses: ValuationStatus[] = [
  valuationStatuses.Pending,
  valuationStatuses.InProgress,
  valuationStatuses.Completed,
]

/** A valuation still to be finished, whose due time counts: Pending or InProgress. */
export const openStatuses: ValuationStatus[] = [valuationStatuses.Pending, valuationStatuses.InProgress]
export const isOpen = (status: number): boolean => openStatuses.some((open) => open === status)

/** Each status in words, as screens and messages show it. */
export const valuationStatusLabels: Record<ValuationStatusName, string> = {
  None: 'Awaiting payment',
  Pending: 'Pending',
  InProgress: 'In progress',
  Deleted: 'Declined',
  Completed: 'Completed',
}

/** A status in words: "In progress" for 20 (a number no status has reads as itself). */
export const statusLabel = (status: number | string): string => {
  const name = Object.entries(valuationStatuses).find(([, value]) => value === Number(status))?.[0]
  return name ? valuationStatusLabels[name as ValuationStatusName] : String(status)
}

/** A status's name as the API spells it: "InProgress" for 20. */
export const statusName = (status: number): string =>
  Object.entries(valuationStatuses).find(([, value]) => value === status)?.[0] ?? String(status)

/** The promise: the report within 72 hours of payment. */
export const TURNAROUND_HOURS = 72

/**
 * When a paid valuation is due: 72 hours from when its payment is recorded (a card's at once, by Stripe; a bank
 * transfer's when an admin records it), not from when the money arrived. A transfer noticed days late still
 * gets a valuer's full 72 hours, and the customer is never promised a time already past. The arrival time is
 * kept on the invoice.
 */
export const dueAfterPayment = (recordedAt: Date): Date =>
  new Date(recordedAt.getTime() + TURNAROUND_HOURS * HOUR_MS)

/** A due time a customer may still be promised: null once it has passed (say "as soon as possible" instead). */
export const promisableDueTime = (
  dueAt: Date | string | null | undefined,
  now = new Date(),
): string | null => (dueAt && new Date(dueAt).getTime() > now.getTime() ? formatDueTime(dueAt) : null)

/** "Monday 30 June at 9:00 am": a due time as customers and valuers read it, on Brisbane's clock. */
export const formatDueTime = (dueAt: Date | string): string =>
  new Date(dueAt).toLocaleString('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: BUSINESS_TIME_ZONE,
  })

/**
 * "71 h 59 min left": the time to a due time, in whole minutes (rounded once, so never "60 min"); under a
 * minute reads as one; past due, null.
 */
export function formatTimeLeft(dueAt: Date | string, now: number): string | null {
  const milliseconds = new Date(dueAt).getTime() - now
  if (milliseconds <= 0) return null
  const minutes = Math.max(1, Math.round(milliseconds / MINUTE_MS))
  const hours = Math.floor(minutes / 60)
  return hours > 0 ? `${hours} h ${minutes % 60} min left` : `${minutes} min left`
}

/** The valuer (and support) are reminded when a valuation is this close to its due time. */
export const REMINDER_HOURS_BEFORE_DUE = 12

/** Time left to the due time (negative when overdue), in whole hours rounded towards zero. */
export const hoursLeft = (dueAt: Date | string, now = new Date()): number =>
  Math.trunc((new Date(dueAt).getTime() - now.getTime()) / HOUR_MS)

/** A status as the database keeps it (the select's value): '0', '10', '20', '40' or '50'. */
export type StoredValuationStatus = `${ValuationStatus}`
export const storedStatus = (status: ValuationStatus): StoredValuationStatus => `${status}`
export const statusOf = (valuation: { status: StoredValuationStatus }): ValuationStatus =>
  Number(valuation.status) as ValuationStatus
