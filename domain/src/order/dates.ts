/** An HTML date input's value (YYYY-MM-DD) as a calendar date; undefined when it is not a real date. */
export function parseHtmlDate(value: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  return { year, month, day }
}

/** Today's calendar date where the valuers work (Brisbane has no daylight saving), as YYYY-MM-DD. */
export const todayInAustralia = (now = new Date()): string => now.toLocaleDateString('en-CA', { timeZone: 'Australia/Brisbane' })

/** 30 June 2026 */
export const formatLongDate = (htmlDate: string): string => {
  const parsed = parseHtmlDate(htmlDate)
  if (!parsed) return htmlDate
  return new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
}

/** The earliest date of value we accept for a retrospective valuation: sales data before it is too thin. */
export const EARLIEST_RETROSPECTIVE_DATE = '1985-09-20'
