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
import { type RefundCard } from './steps/refundByCard.ts'
import { inTransaction } from './steps/transaction.ts'
import { checkTransition, writeStatus } from './steps/statusChange.ts'
import { workOn } from './steps/workOn.ts'

/**
 * Decline a valuation (an admin, with a reason the customer reads): it is Deleted, whatever it was waiting
 * on, and the customer is told why. A paid one is refunded in full in the same step (`refundInvoice`: a card
 * through the provider, a bank transfer recorded to pay back), and the customer is told that too.
 */
export async function declineValuation(
  payload: Payload,
  user: User,
  id: number | string,
  reason: string,
  refundCard?: RefundCard,
): Promise<Valuation> {
  // Checked before any money moves: a refund is never given for a decline the workflow refuses.
  const valuation = await inTransaction(payload, user, async (req) => {
    const current = await workOn(req, user, id)
    await checkTransition(req, user, current, valuationStatuses.Deleted, reason)
    return current
  })
  // Declined already (a retried click): nothing more to do, nothing more to tell.
  if (statusOf(valuation) === valuationStatuses.Deleted) return readValuation(payload, user, valuation.id)
  const invoiceId = idOrNull(valuation.invoice)
  const invoice =
    invoiceId === null
      ? null
      : await payload.findByID({ collection: 'invoices', id: invoiceId, depth: 0, overrideAccess: true })
  // On a bulk order's invoice, only this property's line is given back: the others go on.
  if (invoice?.status === 'paid' && pricesSeveral(invoice)) {
    await refundInvoiceLine(payload, user, invoice, valuation, reason, refundCard)
    return payload.findByID({ collection: 'valuations', id: valuation.id, depth: 1, overrideAccess: true })
  }
  // On an invoice for several properties (a bulk order's, a firm's month) not paid yet: only this property's line
  // is credited; the others stay due.
  if (invoice?.status === 'unpaid' && (pricesSeveral(invoice) || invoice.period)) {
    await creditInvoiceLine(payload, user, invoice, valuation, reason)
    return payload.findByID({ collection: 'valuations', id: valuation.id, depth: 1, overrideAccess: true })
  }
  if (invoice?.status === 'paid') {
    // Refunding declines the invoice's valuations not yet delivered, this one, and tells the customer both.
    await refundInvoice(payload, user, invoice.id, reason, refundCard)
    return payload.findByID({ collection: 'valuations', id: valuation.id, depth: 1, overrideAccess: true })
  }
  return inTransaction(payload, user, async (req) => {
    const current = await workOn(req, user, id)
    await checkTransition(req, user, current, valuationStatuses.Deleted, reason)
    const declined = await writeStatus(req, current, valuationStatuses.Deleted, reason.trim())
    await queueDeclined(req, declined, reason.trim())
    // Its own invoice, not paid: cancelled, so it no longer asks to be paid, and adjusted by a note.
    if (invoice?.status === 'unpaid') await cancelInvoice(req, invoice, declined, reason.trim())
    return declined
  })
}
