import { AppError, idOrNull, type Fund, type QuoteResponse } from '@valuedesk/domain'

import type { Invoice, Product, PropertySnapshot, Valuation } from '../../payload-types.ts'

export type InvoiceLine = NonNullable<Invoice['lines']>[number]

/**
 * The line of an invoice that prices a property: an order's invoice prices its one property (index null); a bulk
 * order's invoice has a line per property (its index). Undefined when the invoice does not price it.
 */
export function pricedLine(
  invoice: Pick<Invoice, 'snapshot' | 'lines' | 'totalCents'>,
  snapshot: number | string,
): { index: number | null; totalCents: number } | undefined {
  if (invoice.snapshot)
    return idOrNull(invoice.snapshot) === snapshot
      ? { index: null, totalCents: invoice.totalCents }
      : undefined
  const index = (invoice.lines ?? []).findIndex((line) => idOrNull(line.snapshot) === snapshot)
  return index < 0 ? undefined : { index, totalCents: invoice.lines![index]!.totalCents }
}

/** Whether an invoice prices several properties, a line each (a bulk order's), so one can be refunded alone. */
export const pricesSeveral = (invoice: Pick<Invoice, 'snapshot' | 'lines'>) =>
  !invoice.snapshot && (invoice.lines ?? []).length > 1

/** The line of a valuation on a firm's account, kept from when it was ordered, for its month's invoice. */
export const monthlyBillingLine = (valuation: Pick<Valuation, 'onAccount'>): InvoiceLine | undefined =>
  (valuation.onAccount?.line as InvoiceLine | null | undefined) ?? undefined

/** One property's line: priced by the server's quote from the fee rows, naming the fund it is for. */
export function invoiceLine(order: {
  quote: QuoteResponse
  snapshot: PropertySnapshot['id']
  fund?: Fund
  address?: string
}): InvoiceLine {
  const { quote } = order
  if (!quote.ProductId || quote.TotalCents === null || quote.GstCents === null || !quote.Description)
    throw AppError.conflict('This property has no fee in the price list; please contact us.')
  return {
    description: order.address ? `${quote.Description}: ${order.address}` : quote.Description,
    // Ids pass as they are: numbers on SQL, ObjectId strings on MongoDB (the generated types know SQL's only).
    product: quote.ProductId as Product['id'],
    quantity: 1,
    unitCents: quote.TotalCents,
    totalCents: quote.TotalCents,
    snapshot: order.snapshot,
    fundName: order.fund?.Name,
    fundAbn: order.fund?.Abn,
  }
}
