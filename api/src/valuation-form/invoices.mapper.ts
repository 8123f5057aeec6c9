import type { Invoice } from '@valuedesk/cms'

/** An invoice as the order calls answer it. */
export const toInvoiceSummary = (invoice: Invoice) => ({
  InvoiceId: invoice.id,
  Number: invoice.number,
  Status: invoice.status,
  TotalCents: invoice.totalCents,
  GstCents: invoice.gstCents,
  Description: invoice.lines?.[0]?.description ?? '',
})
