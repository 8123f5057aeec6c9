import { todayInAustralia } from '../order/dates.ts'
import { BUSINESS_TIME_ZONE } from '../timeZone.ts'
import { valuationStatuses } from '../valuation/status.ts'
import { addDays } from './firm.ts'

/**
 * A firm invoiced per month orders on account: each valuation starts when it is placed and goes on the tax
 * invoice of the month it was placed in (Brisbane's calendar), issued at the start of the next month.
 */

/** Days a monthly invoice gives the firm to pay. */
export const MONTHLY_INVOICE_TERMS_DAYS = 14

/** An account month as YYYY-MM. */
export type BillingMonth = string

/** The month, on Brisbane's calendar, whose invoice an order placed at `placedAt` goes on. */
export const billingMonthOf = (placedAt: Date): BillingMonth => todayInAustralia(placedAt).slice(0, 7)

/** The month invoiced at `now`: the one before Brisbane's current month. */
export function monthToInvoice(now: Date): BillingMonth {
  const [year, month] = billingMonthOf(now).split('-').map(Number) as [number, number]
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`
}

/** When a monthly invoice issued on a (Brisbane) day is due: 14 days later, as YYYY-MM-DD. */
export const monthlyInvoiceDueOn = (issuedOn: string): string => addDays(issuedOn, MONTHLY_INVOICE_TERMS_DAYS)

/** The key of a firm's invoice for a month: issuing it again (a second run, another process) finds this one. */
export const monthlyInvoiceKey = (firmId: number | string, month: BillingMonth): string =>
  `monthly-${firmId}-${month}`

/** "November 2026". */
export const formatBillingMonth = (month: BillingMonth, format: 'long' | 'month' = 'long'): string =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-AU', {
    month: 'long',
    ...(format === 'long' ? { year: 'numeric' } : {}),
    timeZone: BUSINESS_TIME_ZONE,
  })

/** How an order on account reads in the customer's lists: "On account: on the November invoice". */
export const monthlyBillingLabel = (month: BillingMonth, invoiceNumber?: string | null): string =>
  invoiceNumber
    ? `On account: invoiced on ${invoiceNumber} (${formatBillingMonth(month)})`
    : `On account: on the ${formatBillingMonth(month, 'month')} invoice`

/**
 * Whether a valuation on account goes on the invoice for `month`: placed in that month or before (a month the
 * invoice run missed is caught up), not invoiced yet, and not declined (a declined one is never billed).
 */
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
