import { monthlyBillingLine, type BulkOrder } from '@valuedesk/cms'
import { gstIncludedCents, statusOf, type BulkOrderResponse } from '@valuedesk/domain'

import { toInvoiceSummary } from '../orders/orders.mapper.ts'

export const toBulkOrderResponse = (order: BulkOrder): BulkOrderResponse => {
  const monthlyBillingCents = order.orders.map(
    ({ valuation }) => monthlyBillingLine(valuation)?.totalCents ?? null,
  )
  const totalCents = order.billingMonth
    ? monthlyBillingCents.reduce<number>((sum, cents) => sum + (cents ?? 0), 0)
    : order.invoices.reduce((sum, invoice) => sum + invoice.totalCents, 0)
  return {
    OrderKey: order.orderKey,
    BusinessId: order.firm?.id ?? null,
    Orders: order.orders.map(({ valuation, snapshot, invoice }, index) => ({
      Row: index + 1,
      ValuationId: valuation.id,
      Reference: valuation.reference,
      Status: statusOf(valuation),
      Address: snapshot.address,
      FundName: valuation.fund?.name ?? null,
      InvoiceId: invoice?.id ?? null,
      OnAccountCents: monthlyBillingCents[index] ?? null,
    })),
    Invoices: order.invoices.map(toInvoiceSummary),
    OnAccountMonth: order.billingMonth,
    TotalCents: totalCents,
    GstCents: order.billingMonth
      ? gstIncludedCents(totalCents)
      : order.invoices.reduce((sum, invoice) => sum + invoice.gstCents, 0),
  }
}
