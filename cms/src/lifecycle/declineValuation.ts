import type { Payload } from 'payload'

import { idOrNull, statusOf, valuationStatuses } from '@valuedesk/domain'

import type { User, Valuation } from '../payload-types.ts'
import { queueDeclined } from './steps/queueCustomerNotices.ts'
import { readValuation } from './steps/read.ts'
import { pricesSeveral } from './steps/invoiceLines.ts'
import { cancelInvoice } from './steps/cancelInvoice.ts'
import { creditInvoiceLine } from './creditInvoiceLine.ts'
import { refundInvoice } from './refundInvoice.ts'
import { refundInvoiceLine } from './refundInvoiceLine.ts'
import type { RefundCard } from './steps/refundByCard.ts'
import { inTransaction } from './steps/transaction.ts'
import { checkTransition, writeStatus } from './steps/statusChange.ts'
import { workOn } from './steps/workOn.ts'

/** A paid one is refunded in the same step, and the customer is told of both. */
export async function declineValuation(
  payload: Payload,
  user: User,
  id: number | string,
  reason: string,
  refundCard?: RefundCard,
): Promise<Valuation> {
  // Checked before any money moves: no refund for a decline the workflow refuses.
  const valuation = await inTransaction(payload, user, async (req) => {
    const current = await workOn(req, user, id)
    await checkTransition(req, user, current, valuationStatuses.Deleted, reason)
    return current
  })
  if (statusOf(valuation) === valuationStatuses.Deleted) return readValuation(payload, user, valuation.id)
  const invoiceId = idOrNull(valuation.invoice)
  const invoice =
    invoiceId === null
      ? null
      : await payload.findByID({ collection: 'invoices', id: invoiceId, depth: 0, overrideAccess: true })
  if (invoice?.status === 'paid' && pricesSeveral(invoice)) {
    await refundInvoiceLine(payload, user, invoice, valuation, reason, refundCard)
    return payload.findByID({ collection: 'valuations', id: valuation.id, depth: 1, overrideAccess: true })
  }
  if (invoice?.status === 'unpaid' && (pricesSeveral(invoice) || invoice.period)) {
    await creditInvoiceLine(payload, user, invoice, valuation, reason)
    return payload.findByID({ collection: 'valuations', id: valuation.id, depth: 1, overrideAccess: true })
  }
  if (invoice?.status === 'paid') {
    await refundInvoice(payload, user, invoice.id, reason, refundCard)
    return payload.findByID({ collection: 'valuations', id: valuation.id, depth: 1, overrideAccess: true })
  }
  return inTransaction(payload, user, async (req) => {
    const current = await workOn(req, user, id)
    await checkTransition(req, user, current, valuationStatuses.Deleted, reason)
    const declined = await writeStatus(req, current, valuationStatuses.Deleted, reason.trim())
    await queueDeclined(req, declined, reason.trim())
    // Cancelled, so it no longer asks to be paid.
    if (invoice?.status === 'unpaid') await cancelInvoice(req, invoice, declined, reason.trim())
    return declined
  })
}
