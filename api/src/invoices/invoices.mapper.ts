import type { AdjustmentNote, Invoice } from '@valuedesk/cms'

import { toInvoiceSummary } from '../orders/orders.mapper.ts'

export const toAdjustmentNoteSummary = (note: AdjustmentNote) => ({
  AdjustmentNoteId: note.id,
  Number: note.number,
  IssuedAt: note.createdAt,
  Kind: note.kind,
  Description: note.description,
  Reason: note.reason,
  AmountCents: note.amountCents,
  GstCents: note.gstCents,
})

export const toInvoiceResponse = (invoice: Invoice, notes: AdjustmentNote[] = []) => ({
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
  AdjustmentNotes: notes.map(toAdjustmentNoteSummary),
})
