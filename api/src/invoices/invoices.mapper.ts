import type { Invoice } from '@valuedesk/cms'

import { toInvoiceSummary } from '../valuation-form/invoices.mapper.ts'

export const toInvoiceResponse = (invoice: Invoice) => ({
  ...toInvoiceSummary(invoice),
  CreatedAt: invoice.createdAt,
  PaidAt: invoice.paidAt ?? null,
  PaymentMethod: invoice.paymentMethod ?? null,
  Lines: (invoice.lines ?? []).map((line) => ({
    Description: line.description,
    Quantity: line.quantity,
    UnitCents: line.unitCents,
    TotalCents: line.totalCents,
  })),
})
