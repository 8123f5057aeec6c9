import { AppError } from '@valuedesk/domain'

import type { Invoice } from '../../payload-types.ts'

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

/** A card payment given back through the provider (none for a bank transfer): the refund's id there, or null. */
export async function refundByCard(
  invoice: Invoice,
  amountCents: () => Promise<number>,
  idempotencyKey: string,
  refundCard: RefundCard | undefined,
): Promise<string | null> {
  if (invoice.paymentMethod !== 'card' || !invoice.stripePaymentIntentId) return null
  if (!refundCard)
    throw new AppError(
      503,
      'unavailable',
      'Card payments are not configured here, so a card cannot be refunded.',
    )
  return refundCard({
    paymentIntentId: invoice.stripePaymentIntentId,
    amountCents: await amountCents(),
    idempotencyKey,
  })
}
