import Stripe from 'stripe'

import { env, type RefundCard } from '@valuedesk/cms'
import { AppError } from '@valuedesk/domain'

let client: Stripe | undefined

export function stripeClient(): Stripe | undefined {
  if (!env.STRIPE_SECRET_KEY) return undefined
  if (client) return client
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined
  client = new Stripe(env.STRIPE_SECRET_KEY, {
    telemetry: false,
    maxNetworkRetries: 2,
    ...(api
      ? { host: api.hostname, port: api.port, protocol: api.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  })
  return client
}

/** Stripe's idempotency key makes a retried refund one refund. */
export function refundCard(): RefundCard | undefined {
  const stripe = stripeClient()
  if (!stripe) return undefined
  return async ({ paymentIntentId, amountCents, idempotencyKey }) => {
    const refund = await stripe.refunds
      .create({ payment_intent: paymentIntentId, amount: amountCents }, { idempotencyKey })
      .catch((error: Error) => {
        throw new AppError(502, 'payment_provider', `Stripe did not refund the card: ${error.message}`)
      })
    return refund.id
  }
}
