import { formatDate, parseHtmlDate, todayInAustralia } from '../order/dates.ts'

/** How old a property's latest value is, in the bands SMSF software warns at: 1, 2 and 3 years. */
export const valueAgeBands = {
  'under-1': 'Under 1 year old',
  '1-2': '1–2 years old',
  '2-3': '2–3 years old',
  older: 'Over 3 years old',
} as const
export type ValueAgeBand = keyof typeof valueAgeBands
export const valueAgeBandKeys = Object.keys(valueAgeBands) as ValueAgeBand[]

/** Whole years from one YYYY-MM-DD date to a later one: a year is complete on its anniversary (29 Feb: 1 Mar). */
function wholeYearsBetween(from: string, to: string): number {
  const start = parseHtmlDate(from)
  const end = parseHtmlDate(to)
  if (!start || !end) return Number.NaN
  const years = end.year - start.year
  return end.month * 100 + end.day < start.month * 100 + start.day ? years - 1 : years
}

export function valueAgeBand(dateOfValue: string, today = todayInAustralia()): ValueAgeBand {
  const years = Math.max(0, wholeYearsBetween(dateOfValue, today))
  if (!(years >= 1)) return 'under-1'
  if (years < 2) return '1-2'
  if (years < 3) return '2-3'
  return 'older'
}

export function nextThirtyJune(today = todayInAustralia()): string {
  const year = Number(today.slice(0, 4))
  return today <= `${year}-06-30` ? `${year}-06-30` : `${year + 1}-06-30`
}

export function latestThirtyJune(today = todayInAustralia()): string {
  const year = Number(today.slice(0, 4))
  return today >= `${year}-06-30` ? `${year}-06-30` : `${year - 1}-06-30`
}

/** The wizard never values a future date, so the re-order is for the latest 30 June that has come. */
export function smsfReorderDate(today = todayInAustralia()): {
  date: string
  basis: 'current' | 'retrospective'
} {
  const next = nextThirtyJune(today)
  if (next === today) return { date: today, basis: 'current' }
  return { date: latestThirtyJune(today), basis: 'retrospective' }
}

/** The next 30 June cannot be valued before it comes. */
export function reorderOf(purpose: string, valuedAt?: string | null, today = todayInAustralia()) {
  const current = { label: 'Order again', basis: 'current' as const, dateOfValue: null }
  if (purpose !== 'smsf-reporting') return current
  const { date, basis } = smsfReorderDate(today)
  if (basis === 'retrospective' && valuedAt?.slice(0, 10) === date) return current
  return { label: `Order again for ${formatDate(date)}`, basis, dateOfValue: date }
}
