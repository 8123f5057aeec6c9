import type { BulkOrder } from '@valuedesk/cms'
import { statusOf, type BulkOrderResponse } from '@valuedesk/domain'

import { toInvoiceSummary } from '../valuation-form/invoices.mapper.ts'

/** A bulk order as its call answers it: each property's order, its invoices and what they come to. */
export const toBulkOrderResponse = (order: BulkOrder): BulkOrderResponse => ({
  OrderKey: order.orderKey,
  BusinessId: order.firm?.id ?? null,
  Orders: order.orders.map(({ valuation, snapshot, invoice }, index) => ({
    Row: index + 1,
    ValuationId: valuation.id,
    Reference: valuation.reference,
    Status: statusOf(valuation),
    Address: snapshot.address,
    FundName: valuation.fund?.name ?? null,
    InvoiceId: invoice.id,
  })),
  Invoices: order.invoices.map(toInvoiceSummary),
  TotalCents: order.invoices.reduce((sum, invoice) => sum + invoice.totalCents, 0),
  GstCents: order.invoices.reduce((sum, invoice) => sum + invoice.gstCents, 0),
})
