import { z } from 'zod'

import { BUSINESS_TIME_ZONE, BUSINESS_TIME_ZONE_NAME } from '../timeZone.ts'

export function parseHtmlDate(value: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined
  return { year, month, day }
}

export const todayInAustralia = (now = new Date()): string =>
  now.toLocaleDateString('en-CA', { timeZone: BUSINESS_TIME_ZONE })

/** Anything else, such as a 30 February, is shown as given. */
export function formatDate(value: string, month: 'long' | 'short' = 'long'): string {
  const day = parseHtmlDate(value)
  if (!day && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  // Noon UTC falls on the same day in Brisbane.
  const moment = day ? new Date(Date.UTC(day.year, day.month - 1, day.day, 12)) : new Date(value)
  if (Number.isNaN(moment.getTime())) return value
  return moment.toLocaleDateString('en-AU', {
    day: 'numeric',
    month,
    year: 'numeric',
    timeZone: BUSINESS_TIME_ZONE,
  })
}

export const formatMoment = (moment: Date | string): string =>
  new Date(moment).toLocaleString('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: BUSINESS_TIME_ZONE,
  })

export const formatStaffMoment = (moment: Date | string): string =>
  Number.isNaN(new Date(moment).getTime())
    ? String(moment)
    : `${formatMoment(moment)} ${BUSINESS_TIME_ZONE_NAME}`

/** The calendar date `months` before a YYYY-MM-DD date, as YYYY-MM-DD (31 March less one month: 3 March). */
export const monthsBefore = (date: string, months: number): string => {
  const day = new Date(`${date}T12:00:00Z`)
  day.setUTCMonth(day.getUTCMonth() - months)
  return day.toISOString().slice(0, 10)
}

/** The earliest date of value we accept for a retrospective valuation: sales data before it is too thin. */
export const EARLIEST_RETROSPECTIVE_DATE = '1985-09-20'

export function retrospectiveDateProblem(date: string, today = todayInAustralia()): string | undefined {
  if (!parseHtmlDate(date)) return 'Enter a real date, like 2024-06-30.'
  if (date > today) return 'A retrospective date cannot be in the future.'
  if (date < EARLIEST_RETROSPECTIVE_DATE)
    return 'We can value back to 20 September 1985 (the start of capital gains tax).'
  return undefined
}

/** Beyond 1900–2999 is a slip of the keys. */
const EARLIEST_DATE = '1900-01-01'
const LATEST_DATE = '2999-12-31'
const outOfRange = `Use a date between ${EARLIEST_DATE.slice(0, 4)} and ${LATEST_DATE.slice(0, 4)}.`
/** A text that starts with a year from 1900 to 2999 (a date or a time in UTC is still checked by inRange). */
const YEAR_IN_RANGE = '^(?:19|2\\d)\\d{2}-'
const inRange = (date: string) => date >= EARLIEST_DATE && date <= LATEST_DATE

export const calendarDate = (message = 'Use a date like 2027-06-30.') =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message, abort: true })
    .refine((date) => Boolean(parseHtmlDate(date)), { message, abort: true })
    .refine(inRange, outOfRange)
    // What the refinements check, as the OpenAPI document says it: a real date, its year 1900 to 2999.
    .meta({ format: 'date', pattern: YEAR_IN_RANGE })

export const dateTime = (message = 'Use a date and time like 2027-06-30T09:00:00+10:00.') =>
  z.iso
    .datetime({ offset: true, message, abort: true })
    .refine((text) => {
      const time = Date.parse(text)
      return Number.isFinite(time) && inRange(new Date(time).toISOString().slice(0, 10))
    }, outOfRange)
    .meta({ pattern: YEAR_IN_RANGE })
