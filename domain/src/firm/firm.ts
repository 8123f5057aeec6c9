import { DAY_MS } from '../durations.ts'
import { formatDate } from '../order/dates.ts'

export const firmInvoicings = ['per-order', 'per-bulk-order', 'per-month'] as const
export type FirmInvoicing = (typeof firmInvoicings)[number]

export const firmInvoicingLabels: Record<FirmInvoicing, string> = {
  'per-order': 'One invoice per property ordered',
  'per-bulk-order': 'One invoice per bulk order',
  'per-month': 'One invoice a month, on account',
}

/** How long before 30 June a firm (or a customer of their own) is reminded to re-value an SMSF property. */
export const DEFAULT_REMINDER_LEAD_WEEKS = 6
export const MIN_REMINDER_LEAD_WEEKS = 1
export const MAX_REMINDER_LEAD_WEEKS = 26

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** The financial year's end an SMSF reports at: the coming 30 June (today, if today is 30 June). */
export const comingYearEnd = (today: string): string => {
  const year = Number(today.slice(0, 4))
  return today <= `${year}-06-30` ? `${year}-06-30` : `${year + 1}-06-30`
}

/** One reminder a property a year. */
export function smsfReminderDue(
  today: string,
  lastValueDate: string,
  leadWeeks: number = DEFAULT_REMINDER_LEAD_WEEKS,
): { yearEnd: string; remindFrom: string } | null {
  const yearEnd = comingYearEnd(today)
  const remindFrom = addDays(yearEnd, -7 * leadWeeks)
  if (today < remindFrom || lastValueDate.slice(0, 10) >= yearEnd) return null
  return { yearEnd, remindFrom }
}

export type InvoiceExportRow = {
  number: string
  issuedAt: string
  buyer: string
  abn: string
  property: string
  fund: string
  totalCents: number
  gstCents: number
  status: string
  paidAt: string | null
}

/** A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180); a formula is kept as text. */
const csvField = (value: string) => {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}
const dollars = (cents: number) => (cents / 100).toFixed(2)

export const INVOICE_EXPORT_HEADER = [
  'Number',
  'Date',
  'Buyer',
  'ABN',
  'Property',
  'Fund',
  'Ex GST',
  'GST',
  'Total',
  'Status',
  'Paid',
] as const

/** The invoices as CSV for a firm's books: dates as Australians write them, amounts in dollars, CRLF lines. */
export function invoicesCsv(rows: readonly InvoiceExportRow[]): string {
  const lines = rows.map((row) => [
    row.number,
    formatDate(row.issuedAt, 'short'),
    row.buyer,
    row.abn,
    row.property,
    row.fund,
    dollars(row.totalCents - row.gstCents),
    dollars(row.gstCents),
    dollars(row.totalCents),
    row.status,
    row.paidAt ? formatDate(row.paidAt, 'short') : '',
  ])
  return [INVOICE_EXPORT_HEADER, ...lines].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n'
}
