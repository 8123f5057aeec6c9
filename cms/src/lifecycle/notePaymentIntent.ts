import type { Payload } from 'payload'

import { inTransaction, writeAs } from './steps/transaction.ts'

/** Note the card payment Stripe is taking for an unpaid invoice, so its confirmation can be matched to it. */
export function notePaymentIntent(payload: Payload, invoiceId: number | string, paymentIntentId: string) {
  return inTransaction(payload, null, (req) =>
    req.payload.update({
      collection: 'invoices',
      id: invoiceId,
      data: { stripePaymentIntentId: paymentIntentId },
      ...writeAs(req),
    }),
  )
}
