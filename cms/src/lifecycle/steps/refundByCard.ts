import { AppError } from '@valuedesk/domain'

import type { Invoice } from '../../payload-types.ts'

/** Passed in by the API so the lifecycle does not depend on Stripe; the same key again refunds once. */
export type RefundCard = (refund: {
  paymentIntentId: string
  amountCents: number
  idempotencyKey: string
}) => Promise<string>

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
