import type { Payload } from 'payload'

import {
  AppError,
  formatAudCents,
  formatDate,
  formatDueTime,
  idOf,
  idOrNull,
  purposes,
  reportKinds,
  type Purpose,
} from '@valuedesk/domain'

import type { Correction } from '../email/templates.ts'
import type { User, Valuation } from '../payload-types.ts'
import { queueOrderCorrected } from './steps/queueCustomerNotices.ts'
import { withHistory } from './steps/history.ts'
import { monthlyBillingLine } from './steps/invoiceLines.ts'
import { quote, snapshotQuoteInput } from './steps/quote.ts'
import { readValuation } from './steps/read.ts'
import { inTransaction, writeAs } from './steps/transaction.ts'
import { staffOnly, workOn } from './steps/workOn.ts'

export type OrderCorrection = Partial<
  Pick<Valuation, 'purpose' | 'reportKind' | 'retrospectiveDate' | 'dueAt'>
>

const described: { [Field in keyof OrderCorrection]-?: { what: string; show: (value: string) => string } } = {
  purpose: { what: 'Purpose', show: (value) => purposes[value as Purpose]?.label ?? value },
  reportKind: { what: 'Report', show: (value) => reportKinds[value as keyof typeof reportKinds] ?? value },
  retrospectiveDate: { what: 'Value as at', show: formatDate },
  dueAt: { what: 'Report due by', show: (value) => `${formatDueTime(value)} (Brisbane time)` },
}

const shown = (field: keyof OrderCorrection, value: string | null | undefined) =>
  value ? described[field].show(value) : field === 'retrospectiveDate' ? 'the date of the report' : 'not set'

/** An order’s price never changes: a correction the fee rows would price differently is refused. */
export function correctOrder(
  payload: Payload,
  user: User | null,
  id: number | string,
  correction: OrderCorrection,
): Promise<Valuation> {
  staffOnly(user)
  return inTransaction(payload, user, async (req) => {
    const valuation = await workOn(req, user, id)
    const changed = (Object.keys(correction) as (keyof OrderCorrection)[]).filter(
      (field) => correction[field] !== undefined && correction[field] !== valuation[field],
    )
    if (changed.length === 0) return readValuation(payload, user, id)
    if (changed.includes('purpose') || changed.includes('reportKind')) {
      const snapshot = await req.payload.findByID({
        collection: 'property-snapshots',
        id: idOf(valuation.snapshot),
        ...writeAs(req),
      })
      // On monthly billing its price is its line waiting for the month’s invoice.
      const invoiced = idOrNull(valuation.invoice)
      const price =
        invoiced === null
          ? (monthlyBillingLine(valuation)?.totalCents ?? 0)
          : (await req.payload.findByID({ collection: 'invoices', id: invoiced, ...writeAs(req) })).totalCents
      const repriced = await quote(req.payload, {
        ...snapshotQuoteInput(snapshot, correction.reportKind ?? valuation.reportKind),
        purpose: correction.purpose ?? valuation.purpose,
        relatedParty: Boolean(valuation.relatedParty),
      })
      if (!repriced.InScope)
        throw AppError.conflict(
          `As corrected, the order is out of scope: ${repriced.Reasons.map((reason) => reason.Message).join(' ')}`,
        )
      if (repriced.TotalCents !== price)
        throw AppError.conflict(
          `As corrected, the order would cost ${formatAudCents(repriced.TotalCents ?? 0)}, not the ${formatAudCents(price)} invoiced. An order's price never changes: decline it (refunding any payment) and place a new order.`,
        )
    }
    const corrections: Correction[] = changed.map((field) => ({
      what: described[field].what,
      before: shown(field, valuation[field]),
      after: shown(field, correction[field]),
    }))
    const corrected = await req.payload.update({
      collection: 'valuations',
      id: valuation.id,
      data: {
        ...correction,
        history: withHistory(req, valuation, {
          note: `Corrected (the customer is told): ${corrections.map((line) => `${line.what} ${line.before} → ${line.after}`).join('; ')}`,
        }),
      },
      ...writeAs(req),
      depth: 1,
    })
    await queueOrderCorrected(req, corrected, corrections)
    return corrected
  })
}
