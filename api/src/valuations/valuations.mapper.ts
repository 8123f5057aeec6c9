import type { Valuation } from '@valuedesk/cms'
import { purposes, valuationStatuses, type OrderView, type Purpose } from '@valuedesk/domain'

const statusName = (status: number) => Object.entries(valuationStatuses).find(([, value]) => value === status)?.[0] ?? 'None'

/** A valuation (read with depth 1) as the customer's order view. */
export function toOrderView(valuation: Valuation): OrderView {
  const snapshot = typeof valuation.snapshot === 'object' ? valuation.snapshot : undefined
  const invoice = typeof valuation.invoice === 'object' ? valuation.invoice : undefined
  const status = Number(valuation.status)
  return {
    ValuationId: valuation.id,
    Reference: valuation.reference,
    Status: status,
    StatusName: statusName(status),
    Address: snapshot?.address ?? '',
    Purpose: purposes[valuation.purpose as Purpose]?.label ?? valuation.purpose,
    RetrospectiveDate: valuation.retrospectiveDate ?? null,
    CreatedAt: valuation.createdAt,
    PaidAt: valuation.paidAt ?? null,
    DueAt: valuation.dueAt ?? null,
    Invoice: invoice ? { InvoiceId: invoice.id, Number: invoice.number, Status: invoice.status, TotalCents: invoice.totalCents, GstCents: invoice.gstCents } : null,
    Images: (valuation.images ?? []).map((image) => ({ Slot: image.slot, FileId: typeof image.file === 'object' ? image.file.id : image.file })),
  }
}
