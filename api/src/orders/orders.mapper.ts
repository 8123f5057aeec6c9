import { accountLine, type Invoice, type Valuation } from '@valuedesk/cms'
import { gstIncludedCents, type OnAccountSummary } from '@valuedesk/domain'

/** An invoice as the order calls answer it. */
export const toInvoiceSummary = (invoice: Invoice) => ({
  InvoiceId: invoice.id,
  Number: invoice.number,
  Status: invoice.status,
  TotalCents: invoice.totalCents,
  GstCents: invoice.gstCents,
  Description: invoice.lines?.[0]?.description ?? '',
})

/** An order on a firm's account as the order calls answer it; null for an order with an invoice of its own. */
export function toMonthlyBillingSummary(valuation: Valuation): OnAccountSummary | null {
  const line = accountLine(valuation)
  if (!valuation.onAccount?.month || !line) return null
  return {
    Month: valuation.onAccount.month,
    TotalCents: line.totalCents,
    GstCents: gstIncludedCents(line.totalCents),
    Description: line.description,
  }
}
