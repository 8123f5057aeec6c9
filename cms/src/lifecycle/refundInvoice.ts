import type { Payload } from 'payload'

import { AppError, idOf, refundProblem, statusOf, storedStatus, valuationStatuses } from '@valuedesk/domain'

import type { Invoice, User } from '../payload-types.ts'
import { issueAdjustmentNote } from './steps/issueAdjustmentNote.ts'
import { queueDeclined } from './steps/queueCustomerNotices.ts'
import { queueRefunded } from './steps/queueInvoiceEmails.ts'
import { withHistory } from './steps/history.ts'
import { pricedLine, pricesSeveral } from './steps/invoiceLines.ts'
import { inTransaction, writeAs } from './steps/transaction.ts'
import { staffOnly } from './steps/workOn.ts'
import { refundByCard, type RefundCard } from './steps/refundByCard.ts'

/** Its valuations not yet delivered are declined; safe to run again. */
export async function refundInvoice(
  payload: Payload,
  user: User,
  invoiceId: number | string,
  reason: string,
  refundCard: RefundCard | undefined,
): Promise<Invoice> {
  staffOnly(user)
  const invoice = await payload
    .findByID({ collection: 'invoices', id: invoiceId, depth: 0, overrideAccess: true })
    .catch(() => AppError.throwNotFound(`No invoice ${invoiceId}.`))
  if (invoice.status === 'refunded') return invoice
  const problem = refundProblem(invoice.status, reason)
  if (problem) throw AppError.conflict(problem)
  // A line refunded alone before has its own adjustment note.
  const refundedBefore = await linesRefunded(payload, invoice)
  // Before the transaction: the provider is slow, and its idempotency key refunds once.
  const stripeRefundId = await refundByCard(
    invoice,
    async () => invoice.totalCents - refundedBefore,
    `refund-invoice-${invoice.id}`,
    refundCard,
  )
  return inTransaction(payload, user, async (req) => {
    const current = await req.payload.findByID({ collection: 'invoices', id: invoice.id, ...writeAs(req) })
    if (current.status === 'refunded') return current
    const refunded = await req.payload.update({
      collection: 'invoices',
      id: current.id,
      data: {
        status: 'refunded',
        refund: { at: new Date().toISOString(), reason: reason.trim(), stripeRefundId },
      },
      ...writeAs(req),
    })
    const { docs } = await req.payload.find({
      collection: 'valuations',
      where: { invoice: { equals: current.id } },
      pagination: false,
      ...writeAs(req),
    })
    for (const valuation of docs) {
      const open = statusOf(valuation) < valuationStatuses.Deleted
      const updated = await req.payload.update({
        collection: 'valuations',
        id: valuation.id,
        data: {
          ...(open
            ? {
                status: storedStatus(valuationStatuses.Deleted),
                deletedReason: reason.trim(),
                hold: { since: null, reason: null },
              }
            : {}),
          history: withHistory(req, valuation, {
            ...(open ? { to: storedStatus(valuationStatuses.Deleted) } : {}),
            note: `Payment refunded: ${reason.trim()}`,
          }),
        },
        ...writeAs(req),
      })
      // Why it stopped is told before how the money comes back.
      if (open) await queueDeclined(req, updated, reason.trim())
    }
    await issueAdjustmentNote(req, refunded, {
      kind: 'refund',
      amountCents: refunded.totalCents - refundedBefore,
      description:
        (refunded.lines ?? []).length === 1
          ? refunded.lines![0]!.description
          : `Tax invoice ${refunded.number}${refundedBefore ? ': what was not refunded before' : ', in full'}`,
      reason: reason.trim(),
      valuation: docs.length === 1 ? docs[0] : undefined,
    })
    await queueRefunded(req, refunded, docs[0], reason.trim())
    return refunded
  })
}

async function linesRefunded(payload: Payload, invoice: Invoice): Promise<number> {
  if (!pricesSeveral(invoice)) return 0
  const { docs } = await payload.find({
    collection: 'valuations',
    where: { invoice: { equals: invoice.id }, status: { equals: storedStatus(valuationStatuses.Deleted) } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.reduce((sum, valuation) => {
    const line = pricedLine(invoice, idOf(valuation.snapshot))
    // A line credited before payment was never charged.
    const credited = line?.index != null && Boolean(invoice.lines?.[line.index]?.creditedAt)
    return sum + (line && !credited ? line.totalCents : 0)
  }, 0)
}
