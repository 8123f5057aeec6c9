import type { Payload } from 'payload'

import { AppError, refundProblem, statusOf, storedStatus, valuationStatuses } from '@valuedesk/domain'

import type { Invoice, User } from '../payload-types.ts'
import { queueDeclined, queueRefunded } from './emails.ts'
import { withHistory } from './history.ts'
import { inTransaction, writeAs } from './transaction.ts'
import { staffOnly } from './workflow.ts'

/**
 * Gives a card payment back through the payment provider (Stripe); the API passes it in, so the lifecycle
 * does not depend on Stripe. Called with the same key again, the provider refunds once. Returns the refund's
 * id at the provider.
 */
export type RefundCard = (refund: {
  paymentIntentId: string
  amountCents: number
  idempotencyKey: string
}) => Promise<string>

/**
 * Refund a paid invoice in full (an admin, with a reason): a card payment through the provider, a bank
 * transfer by our own transfer back (recorded here, paid from the bank). The invoice reads Refunded; its
 * valuations not yet delivered are declined with the reason; the customer is told of both. Safe to run again.
 */
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
  let stripeRefundId: string | null = null
  if (invoice.paymentMethod === 'card' && invoice.stripePaymentIntentId) {
    if (!refundCard)
      throw new AppError(
        503,
        'unavailable',
        'Card payments are not configured here, so a card cannot be refunded.',
      )
    // Before the transaction: the provider is slow, and its idempotency key makes a retry refund once.
    stripeRefundId = await refundCard({
      paymentIntentId: invoice.stripePaymentIntentId,
      amountCents: invoice.totalCents,
      idempotencyKey: `refund-invoice-${invoice.id}`,
    })
  }
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
      // The customer reads why their valuation stopped before the refund's e-mail says how the money comes back.
      if (open) await queueDeclined(req, updated, reason.trim())
    }
    await queueRefunded(req, refunded, docs[0], reason.trim())
    return refunded
  })
}
