import { monthlyBillingLine, type Invoice, type Valuation } from '@valuedesk/cms'
import { gstIncludedCents, type OnAccountSummary } from '@valuedesk/domain'

export const toInvoiceSummary = (invoice: Invoice) => ({
  InvoiceId: invoice.id,
  Number: invoice.number,
  Status: invoice.status,
  TotalCents: invoice.totalCents,
  GstCents: invoice.gstCents,
  Description: invoice.lines?.[0]?.description ?? '',
})

export function toMonthlyBillingSummary(valuation: Valuation): OnAccountSummary | null {
  const line = monthlyBillingLine(valuation)
  if (!valuation.onAccount?.month || !line) return null
  return {
    Month: valuation.onAccount.month,
    TotalCents: line.totalCents,
    GstCents: gstIncludedCents(line.totalCents),
    Description: line.description,
  }
}
