import { AppError, idOrNull, type Fund, type QuoteResponse } from '@valuedesk/domain'

import type { Invoice, Product, PropertySnapshot, Valuation } from '../../payload-types.ts'

export type InvoiceLine = NonNullable<Invoice['lines']>[number]

/** Index null: an order’s own invoice; else the bulk order’s line. */
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

export const pricesSeveral = (invoice: Pick<Invoice, 'snapshot' | 'lines'>) =>
  !invoice.snapshot && (invoice.lines ?? []).length > 1

export const monthlyBillingLine = (valuation: Pick<Valuation, 'onAccount'>): InvoiceLine | undefined =>
  (valuation.onAccount?.line as InvoiceLine | null | undefined) ?? undefined

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
    // Numbers on SQL, ObjectId strings on MongoDB (the generated types know SQL’s only).
    product: quote.ProductId as Product['id'],
    quantity: 1,
    unitCents: quote.TotalCents,
    totalCents: quote.TotalCents,
    snapshot: order.snapshot,
    fundName: order.fund?.Name,
    fundAbn: order.fund?.Abn,
  }
}
