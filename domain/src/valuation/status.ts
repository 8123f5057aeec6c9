import { BUSINESS_TIME_ZONE } from '../timeZone.ts'

export const valuationStatuses = { None: 0, Pending: 10, InProgress: 20, Deleted: 40, Completed: 50 } as const
export type ValuationStatusName = keyof typeof valuationStatuses
export type ValuationStatus = (typeof valuationStatuses)[ValuationStatusName]

export const defaultListStatuses: ValuationStatus[] = [
  valuationStatuses.Pending,
  valuationStatuses.InProgress,
  valuationStatuses.Completed,
]

export const openStatuses: ValuationStatus[] = [valuationStatuses.Pending, valuationStatuses.InProgress]
export const isOpen = (status: number): boolean => openStatuses.some((open) => open === status)

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

export const statusName = (status: number): string =>
  Object.entries(valuationStatuses).find(([, value]) => value === status)?.[0] ?? String(status)

export const TURNAROUND_HOURS = 72

/** From when payment is recorded: a transfer noticed late still gets the full 72 hours. */
export const dueAfterPayment = (recordedAt: Date): Date =>
  new Date(recordedAt.getTime() + TURNAROUND_HOURS * 60 * 60 * 1000)

/** A due time a customer may still be promised: null once it has passed (say "as soon as possible" instead). */
export const promisableDueTime = (
  dueAt: Date | string | null | undefined,
  now = new Date(),
): string | null => (dueAt && new Date(dueAt).getTime() > now.getTime() ? formatDueTime(dueAt) : null)

export const formatDueTime = (dueAt: Date | string): string =>
  new Date(dueAt).toLocaleString('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: BUSINESS_TIME_ZONE,
  })

/** Rounded once, so never "60 min". */
export function formatTimeLeft(dueAt: Date | string, now: number): string | null {
  const milliseconds = new Date(dueAt).getTime() - now
  if (milliseconds <= 0) return null
  const minutes = Math.max(1, Math.round(milliseconds / 60_000))
  const hours = Math.floor(minutes / 60)
  return hours > 0 ? `${hours} h ${minutes % 60} min left` : `${minutes} min left`
}

/** The valuer (and support) are reminded when a valuation is this close to its due time. */
export const REMINDER_HOURS_BEFORE_DUE = 12

export const hoursLeft = (dueAt: Date | string, now = new Date()): number =>
  Math.trunc((new Date(dueAt).getTime() - now.getTime()) / 3_600_000)

export type StoredValuationStatus = `${ValuationStatus}`
export const storedStatus = (status: ValuationStatus): StoredValuationStatus => `${status}`
export const statusOf = (valuation: { status: StoredValuationStatus }): ValuationStatus =>
  Number(valuation.status) as ValuationStatus
