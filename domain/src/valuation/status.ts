import { HOUR_MS, MINUTE_MS } from '../durations.ts'
import { BUSINESS_TIME_ZONE } from '../timeZone.ts'

/**
 * The valuation's states (the order's state), one row each and in the stored select's order, with the spec's
 * numbers: its words; `open` when it is still to be finished (its due time counts); `listed` when a valuation
 * list shows it unless asked otherwise; what the customer's tracking page says of it (none: no stage there) and
 * how their account lists it; the states it may move to (transitions.ts adds who may, and what must be true).
 * Everything else that names the states (the stored select's options, the API's enum, the admin's filters, the
 * order form's enumerations) is made from this table. Numbers are compared: a state still being worked on takes
 * one below Deleted's 40 (`>= Deleted` reads as finished), in the order the tracking page shows its stages.
 */
export const valuationStatusTable = {
  None: {
    status: 0,
    label: 'Awaiting payment',
    tracking: { title: 'Order placed', now: 'Waiting for payment', done: 'Received' },
    standing: 'Waiting for payment',
    next: ['Pending', 'Deleted'],
  },
  Pending: {
    status: 10,
    label: 'Pending',
    open: true,
    listed: true,
    tracking: { title: 'Paid', now: 'Waiting for a valuer', done: 'Payment received' },
    standing: 'Paid — waiting for a valuer',
    next: ['InProgress', 'Deleted'],
  },
  InProgress: {
    status: 20,
    label: 'In progress',
    open: true,
    listed: true,
    tracking: { title: 'Being valued', now: 'A licensed valuer is working on it', done: 'Valued' },
    standing: 'Being valued',
    next: ['Completed', 'Pending', 'Deleted'],
  },
  Deleted: {
    status: 40,
    label: 'Declined',
    standing: 'Declined',
    next: [],
  },
  Completed: {
    status: 50,
    label: 'Completed',
    listed: true,
    tracking: { title: 'Report ready', now: '', done: '' },
    standing: 'Delivered',
    next: [],
  },
} as const

export type ValuationStatusName = keyof typeof valuationStatusTable
export type ValuationStatusRow = {
  status: number
  label: string
  open?: true
  listed?: true
  next: readonly ValuationStatusName[]
  tracking?: { title: string; now: string; done: string }
  standing: string
}
// Typed as rows, so a row that lacks a column or names a state that does not exist does not compile.
const rowsByName: Record<ValuationStatusName, ValuationStatusRow> = valuationStatusTable
const statusRows = Object.entries(rowsByName) as [ValuationStatusName, ValuationStatusRow][]

/** Valuation statuses by name, with the spec's numbers: { None: 0, Pending: 10, … }. */
export const valuationStatuses = Object.fromEntries(statusRows.map(([name, row]) => [name, row.status])) as {
  readonly [N in ValuationStatusName]: (typeof valuationStatusTable)[N]['status']
}
export type ValuationStatus = (typeof valuationStatuses)[ValuationStatusName]

/** A status's row in the table; undefined for a number no status has. */
export const valuationStatusRow = (status: number | string): ValuationStatusRow | undefined =>
  statusRows.find(([, row]) => row.status === Number(status))?.[1]

const statusesWhere = (holds: (row: ValuationStatusRow) => boolean): ValuationStatus[] =>
  statusRows.filter(([, row]) => holds(row)).map(([, row]) => row.status as ValuationStatus)

/** What a valuation list shows unless asked otherwise: Pending, InProgress and Completed. */
export const defaultListStatuses: ValuationStatus[] = statusesWhere((row) => row.listed === true)

/** A valuation still to be finished, whose due time counts: Pending or InProgress. */
export const openStatuses: ValuationStatus[] = statusesWhere((row) => row.open === true)
export const isOpen = (status: number): boolean => openStatuses.some((open) => open === status)

/** A status no valuation leaves (Completed, Deleted): it may move to none. */
export const isFinal = (status: number): boolean => valuationStatusRow(status)?.next.length === 0

/** Each status in words, as screens and messages show it. */
export const valuationStatusLabels = Object.fromEntries(
  statusRows.map(([name, row]) => [name, row.label]),
) as Record<ValuationStatusName, string>

/** The customer's tracking page's stages, in order: each status that has one. */
export const trackingStages = statusRows.flatMap(([, row]) =>
  row.tracking ? [{ status: row.status as ValuationStatus, ...row.tracking }] : [],
)

/** A status in words: "In progress" for 20 (a number no status has reads as itself). */
export const statusLabel = (status: number | string): string =>
  valuationStatusRow(status)?.label ?? String(status)

export const statusName = (status: number): string =>
  Object.entries(valuationStatuses).find(([, value]) => value === status)?.[0] ?? String(status)

export const TURNAROUND_HOURS = 72

/** From when payment is recorded: a transfer noticed late still gets the full 72 hours. */
export const dueAfterPayment = (recordedAt: Date): Date =>
  new Date(recordedAt.getTime() + TURNAROUND_HOURS * HOUR_MS)

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
  const minutes = Math.max(1, Math.round(milliseconds / MINUTE_MS))
  const hours = Math.floor(minutes / 60)
  return hours > 0 ? `${hours} h ${minutes % 60} min left` : `${minutes} min left`
}

/** The valuer (and support) are reminded when a valuation is this close to its due time. */
export const REMINDER_HOURS_BEFORE_DUE = 12

export const hoursLeft = (dueAt: Date | string, now = new Date()): number =>
  Math.trunc((new Date(dueAt).getTime() - now.getTime()) / HOUR_MS)

export type StoredValuationStatus = `${ValuationStatus}`
export const storedStatus = (status: ValuationStatus): StoredValuationStatus => `${status}`
export const statusOf = (valuation: { status: StoredValuationStatus }): ValuationStatus =>
  Number(valuation.status) as ValuationStatus
