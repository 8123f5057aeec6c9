import { monthlyBillingLine, pricedLine, type PropertySnapshot, type Valuation } from '@valuedesk/cms'
import {
  namedFund,
  monthlyBillingLabel,
  reorderOf,
  statusOf,
  todayInAustralia,
  valuationStatuses,
  valueAgeBand,
  valueAgeBands,
  type AccountOrder,
  type AccountProperty,
  type ReorderPrefill,
} from '@valuedesk/domain'

import { toSnapshotResponse } from '../properties/snapshots.mapper.ts'
import { toValuationDetail, type FinishedReport } from '../valuations/valuations.mapper.ts'

export function toAccountOrder(valuation: Valuation, report: FinishedReport | null): AccountOrder {
  const { HoursLeft, Overdue, ...detail } = toValuationDetail(valuation, report)
  const reorder = reorderOf(valuation.purpose, valuation.retrospectiveDate)
  const invoice = typeof valuation.invoice === 'object' ? valuation.invoice : undefined
  const snapshot = typeof valuation.snapshot === 'object' ? valuation.snapshot.id : valuation.snapshot
  return {
    ValuationId: detail.ValuationId,
    Reference: detail.Reference,
    Status: detail.Status,
    StatusName: detail.StatusName,
    Address: detail.Address,
    Purpose: detail.Purpose,
    RetrospectiveDate: detail.RetrospectiveDate,
    CreatedAt: detail.CreatedAt,
    PaidAt: detail.PaidAt,
    DueAt: detail.DueAt,
    Invoice: detail.Invoice,
    Images: detail.Images,
    ReportFileId: detail.ReportFileId,
    ReportDelivery: detail.ReportDelivery,
    OnHold: detail.OnHold,
    HoldAnsweredAt: detail.HoldAnsweredAt,
    Fund: detail.Fund,
    FundNeeded: detail.FundNeeded,
    HoursLeft,
    Overdue,
    PriceCents: invoice
      ? (pricedLine(invoice, snapshot)?.totalCents ?? invoice.totalCents)
      : (monthlyBillingLine(valuation)?.totalCents ?? null),
    OnAccount: valuation.onAccount?.month
      ? monthlyBillingLabel(valuation.onAccount.month, invoice?.number)
      : null,
    Reorder: { Label: reorder.label, DateOfValue: reorder.dateOfValue },
  }
}

export function dateOfValue(valuation: Valuation): string | null {
  if (statusOf(valuation) !== valuationStatuses.Completed) return null
  if (valuation.retrospectiveDate) return valuation.retrospectiveDate.slice(0, 10)
  const completed = (valuation.history ?? []).findLast(
    (entry) => Number(entry.to) === valuationStatuses.Completed,
  )
  return todayInAustralia(new Date(completed?.at ?? valuation.updatedAt))
}

/** One property however its address was typed: Google's place, else its address without case or spacing. */
const propertyKey = (snapshot: PropertySnapshot) =>
  snapshot.placeId ||
  snapshot.address
    .trim()
    .toLowerCase()
    .replace(/[\s,]+/g, ' ')

export function toAccountProperties(valuations: Valuation[], today = todayInAustralia()): AccountProperty[] {
  const byProperty = new Map<
    string,
    { latest: Valuation; valued?: Valuation; valueDate?: string; count: number }
  >()
  for (const valuation of valuations) {
    if (typeof valuation.snapshot !== 'object' || !valuation.snapshot) continue
    const key = propertyKey(valuation.snapshot)
    const entry = byProperty.get(key) ?? { latest: valuation, count: 0 }
    entry.count++
    const date = dateOfValue(valuation)
    if (date && (!entry.valueDate || date > entry.valueDate))
      Object.assign(entry, { valued: valuation, valueDate: date })
    byProperty.set(key, entry)
  }
  return [...byProperty.values()].map(({ latest, valued, valueDate, count }) => {
    const shown = valued ?? latest
    const band = valueDate ? valueAgeBand(valueDate, today) : null
    return {
      Address: (shown.snapshot as PropertySnapshot).address,
      LatestValueDate: valueDate ?? null,
      AgeBand: band,
      AgeLabel: band ? valueAgeBands[band] : 'Not valued yet',
      ValuationId: shown.id,
      Reference: shown.reference,
      Orders: count,
    }
  })
}

export function toReorderPrefill(valuation: Valuation): ReorderPrefill {
  const snapshot = valuation.snapshot as PropertySnapshot
  const contact = typeof valuation.contact === 'object' ? valuation.contact : null
  const { PropertySnapshotId: _id, DetailsForm, Details, ...property } = toSnapshotResponse(snapshot)
  const reorder = reorderOf(valuation.purpose, valuation.retrospectiveDate)
  return {
    FromReference: valuation.reference,
    Property: property,
    Assessment: {
      Purpose: valuation.purpose,
      ReportKind: valuation.reportKind ?? 'value',
      ValuationBasis: reorder.basis,
      ...(reorder.basis === 'retrospective' && reorder.dateOfValue
        ? { RetrospectiveDate: reorder.dateOfValue }
        : {}),
      RelatedParty: Boolean(valuation.relatedParty),
      ...(valuation.fund?.name ? { Fund: namedFund(valuation.fund) } : {}),
    },
    Details: { Form: DetailsForm, Details },
    Contact: contact
      ? {
          FirstName: contact.firstName,
          LastName: contact.lastName,
          Email: contact.email,
          Phone: contact.phone ?? '',
          BusinessName: contact.businessName ?? '',
        }
      : null,
  }
}
