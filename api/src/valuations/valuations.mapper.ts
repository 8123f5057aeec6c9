import type { z } from 'zod'

import type { Valuation } from '@valuedesk/cms'
import {
  fundOutstanding,
  hoursLeft,
  idOf,
  isHoldAnswerNote,
  isOpen,
  namedFund,
  purposes,
  statusName,
  statusOf,
  type DeliveryState,
  type OrderView,
  type ValuationDetail,
} from '@valuedesk/domain'

export type FinishedReport = { fileId: number; delivery: DeliveryState | null }

export function toOrderView(valuation: Valuation, report: FinishedReport | null = null): OrderView {
  const snapshot = typeof valuation.snapshot === 'object' ? valuation.snapshot : undefined
  const invoice = typeof valuation.invoice === 'object' ? valuation.invoice : undefined
  const status = statusOf(valuation)
  return {
    ValuationId: valuation.id,
    Reference: valuation.reference,
    Status: status,
    StatusName: statusName(status),
    Address: snapshot?.address ?? '',
    Purpose: purposes[valuation.purpose]?.label ?? valuation.purpose,
    RetrospectiveDate: valuation.retrospectiveDate ?? null,
    CreatedAt: valuation.createdAt,
    PaidAt: valuation.paidAt ?? null,
    DueAt: valuation.dueAt ?? null,
    Invoice: invoice
      ? {
          InvoiceId: invoice.id,
          Number: invoice.number,
          Status: invoice.status,
          TotalCents: invoice.totalCents,
          GstCents: invoice.gstCents,
        }
      : null,
    Images: (valuation.images ?? []).map((image) => ({
      Slot: image.slot,
      FileId: idOf(image.file),
    })),
    ReportFileId: report?.fileId ?? null,
    ReportDelivery: report?.delivery ?? null,
    OnHold: valuation.hold?.since
      ? { Since: valuation.hold.since, Reason: valuation.hold.reason ?? '' }
      : null,
    HoldAnsweredAt: (valuation.history ?? []).findLast((entry) => isHoldAnswerNote(entry.note))?.at ?? null,
    Fund: namedFund(valuation.fund) ?? null,
    FundNeeded: fundOutstanding(valuation.purpose, valuation.fund).length > 0,
  }
}

export function toValuationDetail(
  valuation: Valuation,
  report: FinishedReport | null = null,
): z.infer<typeof ValuationDetail> {
  const valuer = valuation.valuer && typeof valuation.valuer === 'object' ? valuation.valuer : undefined
  // On hold, the clock stands still: no hours left to count down, and not overdue.
  const due =
    valuation.dueAt && isOpen(statusOf(valuation)) && !valuation.hold?.since ? valuation.dueAt : null
  return {
    ...toOrderView(valuation, report),
    PracticeId: valuation.practice ? idOf(valuation.practice) : null,
    ValuerUserId: valuation.valuer ? idOf(valuation.valuer) : null,
    ValuerName: valuer ? [valuer.firstName, valuer.lastName].filter(Boolean).join(' ') || valuer.email : null,
    HoursLeft: due ? hoursLeft(due) : null,
    Overdue: due ? new Date(due).getTime() < Date.now() : false,
    ReportKind: valuation.reportKind,
    Files: (valuation.files ?? []).map((file) => ({ Slot: file.slot, FileId: idOf(file.file) })),
    History: (valuation.history ?? []).map((entry) => ({
      At: entry.at,
      ByUserId: entry.by ? idOf(entry.by) : null,
      From: entry.from ? Number(entry.from) : null,
      To: Number(entry.to),
      Note: entry.note ?? null,
    })),
  }
}
