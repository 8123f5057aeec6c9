import { reportStatus } from '../report/status.ts'
import { BUSINESS_TIME_ZONE } from '../timeZone.ts'
import { openStatuses, storedStatus, valuationStatuses } from './status.ts'

/** A filter as Payload's `where` reads it (and a list URL carries it): plain JSON, no I/O here. */
export type QueueWhere = { [field: string]: unknown }

/** The work queues a practice runs its day on, each one list of valuations (or of their reports). */
export const workQueueKeys = [
  'awaitingPayment',
  'unassigned',
  'dueToday',
  'overdue',
  'onHold',
  'awaitingQa',
  'deliveredThisWeek',
] as const
export type WorkQueueKey = (typeof workQueueKeys)[number]

export type WorkQueue = {
  key: WorkQueueKey
  label: string
  hint: string
  collection: 'valuations' | 'reports'
  where: QueueWhere
  /** Work waiting on someone (a count above nought wants attention), rather than a tally of work done. */
  needsAttention: boolean
}

function businessOffset(at: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: BUSINESS_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>
  const { year, month, day, hour, minute, second } = parts
  return Date.UTC(year, month - 1, day, hour, minute, second) - at
}

export function startOfBusinessDay(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`)
  const guess = utcMidnight - businessOffset(utcMidnight)
  // Once more at the guess, for a zone whose offset changes that night.
  return new Date(utcMidnight - businessOffset(guess))
}

const businessDay = (now: Date, days = 0) => {
  const today = now.toLocaleDateString('en-CA', { timeZone: BUSINESS_TIME_ZONE })
  const day = new Date(`${today}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

export function businessWeekAndDay(now = new Date()) {
  const weekday = new Date(`${businessDay(now)}T12:00:00Z`).getUTCDay()
  return {
    weekStart: startOfBusinessDay(businessDay(now, -((weekday + 6) % 7))),
    todayEnds: startOfBusinessDay(businessDay(now, 1)),
  }
}

/** Conditions all of which hold, in the shape the admin's Filters panel shows and edits (one "or" of "and"s). */
const asFilters = (and: QueueWhere[]): QueueWhere => ({ or: [{ and }] })

const open = { status: { in: openStatuses.map(storedStatus) } }
const notOnHold = { 'hold.since': { exists: false } }

/** Due today and overdue do not overlap; there is no QA step: completing checks the rules and sends. */
export function workQueues(now = new Date()): WorkQueue[] {
  const { weekStart, todayEnds } = businessWeekAndDay(now)
  const valuations = (key: WorkQueueKey, label: string, hint: string, and: QueueWhere[]): WorkQueue => ({
    key,
    label,
    hint,
    collection: 'valuations',
    where: asFilters(and),
    needsAttention: true,
  })
  return [
    valuations('awaitingPayment', 'Awaiting payment', 'ordered, not yet paid', [
      { status: { equals: storedStatus(valuationStatuses.None) } },
    ]),
    valuations('unassigned', 'Unassigned', 'paid, no valuer yet', [open, { valuer: { exists: false } }]),
    valuations('dueToday', 'Due today', 'still to send by the end of today', [
      open,
      notOnHold,
      { dueAt: { greater_than_equal: now.toISOString() } },
      { dueAt: { less_than: todayEnds.toISOString() } },
    ]),
    valuations('overdue', 'Overdue', 'past the 72-hour promise', [
      open,
      notOnHold,
      { dueAt: { less_than: now.toISOString() } },
    ]),
    valuations('onHold', 'On hold', 'waiting on the customer or others', [
      open,
      { 'hold.since': { exists: true } },
    ]),
    {
      key: 'awaitingQa',
      label: 'Awaiting QA',
      hint: 'report drafted, not yet sent',
      collection: 'reports',
      // Not in the Filters panel's shape: it cannot show a condition on the valuation's status (a blank row).
      where: {
        and: [
          { status: { equals: reportStatus.draft } },
          { 'valuation.status': { equals: storedStatus(valuationStatuses.InProgress) } },
        ],
      },
      needsAttention: true,
    },
    {
      key: 'deliveredThisWeek',
      label: 'Delivered this week',
      hint: 'reports sent since Monday',
      collection: 'reports',
      where: asFilters([
        { status: { equals: reportStatus.final } },
        { completedAt: { greater_than_equal: weekStart.toISOString() } },
      ]),
      needsAttention: false,
    },
  ]
}

/** The way Payload's admin reads it back (qs brackets). */
export function whereQuery(where: QueueWhere, prefix = 'where'): string {
  const pairs = (key: string, value: unknown): string[] =>
    value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([inner, each]) => pairs(`${key}[${inner}]`, each))
      : [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`]
  return pairs(prefix, where).join('&')
}
