import { todayInAustralia } from '../order/dates.ts'
import { BUSINESS_TIME_ZONE } from '../timeZone.ts'
import { valuationStatuses } from '../valuation/status.ts'
import { addDays } from './firm.ts'

/** Invoiced by the month placed in on Brisbane's calendar, issued at the start of the next month. */

export const MONTHLY_INVOICE_TERMS_DAYS = 14

export type BillingMonth = string

export const billingMonthOf = (placedAt: Date): BillingMonth => todayInAustralia(placedAt).slice(0, 7)

export function monthToInvoice(now: Date): BillingMonth {
  const [year, month] = billingMonthOf(now).split('-').map(Number) as [number, number]
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`
}

export const monthlyInvoiceDueOn = (issuedOn: string): string => addDays(issuedOn, MONTHLY_INVOICE_TERMS_DAYS)

/** The key of a firm's invoice for a month: issuing it again (a second run, another process) finds this one. */
export const monthlyInvoiceKey = (firmId: number | string, month: BillingMonth): string =>
  `monthly-${firmId}-${month}`

export const formatBillingMonth = (month: BillingMonth, format: 'long' | 'month' = 'long'): string =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-AU', {
    month: 'long',
    ...(format === 'long' ? { year: 'numeric' } : {}),
    timeZone: BUSINESS_TIME_ZONE,
  })

export const monthlyBillingLabel = (month: BillingMonth, invoiceNumber?: string | null): string =>
  invoiceNumber
    ? `On account: invoiced on ${invoiceNumber} (${formatBillingMonth(month)})`
    : `On account: on the ${formatBillingMonth(month, 'month')} invoice`

/** A month the invoice run missed is caught up; a declined one is never billed. */
export function belongsOnMonthlyInvoice(
  valuation: { billingMonth: BillingMonth | null | undefined; invoiced: boolean; status: number | string },
  month: BillingMonth,
): boolean {
  return (
    Boolean(valuation.billingMonth) &&
    valuation.billingMonth! <= month &&
    !valuation.invoiced &&
    Number(valuation.status) !== valuationStatuses.Deleted
  )
}
