import { todayInAustralia } from '../order/dates.ts'
import { BUSINESS_TIME_ZONE } from '../timeZone.ts'
import { valuationStatuses } from '../valuation/status.ts'
import { addDays } from './firm.ts'

/** Invoiced by the month placed in on Brisbane's calendar, issued at the start of the next month. */

export const MONTHLY_INVOICE_TERMS_DAYS = 14

export type AccountMonth = string

export const accountMonthOf = (placedAt: Date): AccountMonth => todayInAustralia(placedAt).slice(0, 7)

export function monthToInvoice(now: Date): AccountMonth {
  const [year, month] = accountMonthOf(now).split('-').map(Number) as [number, number]
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`
}

export const monthlyInvoiceDueOn = (issuedOn: string): string => addDays(issuedOn, MONTHLY_INVOICE_TERMS_DAYS)

/** The key of a firm's invoice for a month: issuing it again (a second run, another process) finds this one. */
export const monthlyInvoiceKey = (firmId: number | string, month: AccountMonth): string =>
  `monthly-${firmId}-${month}`

export const formatAccountMonth = (month: AccountMonth, format: 'long' | 'month' = 'long'): string =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-AU', {
    month: 'long',
    ...(format === 'long' ? { year: 'numeric' } : {}),
    timeZone: BUSINESS_TIME_ZONE,
  })

export const onAccountLabel = (month: AccountMonth, invoiceNumber?: string | null): string =>
  invoiceNumber
    ? `On account: invoiced on ${invoiceNumber} (${formatAccountMonth(month)})`
    : `On account: on the ${formatAccountMonth(month, 'month')} invoice`

/** A month the invoice run missed is caught up; a declined one is never billed. */
export function belongsOnMonthlyInvoice(
  valuation: { accountMonth: AccountMonth | null | undefined; invoiced: boolean; status: number | string },
  month: AccountMonth,
): boolean {
  return (
    Boolean(valuation.accountMonth) &&
    valuation.accountMonth! <= month &&
    !valuation.invoiced &&
    Number(valuation.status) !== valuationStatuses.Deleted
  )
}
