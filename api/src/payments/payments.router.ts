import { z } from 'zod'

import { env } from '@valuedesk/cms'
import { IdParams, AppError } from '@valuedesk/domain'

import { defineRoute } from '../http/route.ts'
import { applyStripeEvent, paymentIntentFor } from './payments.service.ts'
import { stripeClient } from './stripeClient.ts'

export const paymentsRoutes = [
  defineRoute({
    method: 'post',
    path: '/payments/stripe/invoices/:id/payment_intent',
    summary: 'A Stripe PaymentIntent for one of your unpaid invoices (the amount is the invoice’s)',
    tag: 'Payments',
    access: 'authenticated',
    params: IdParams,
    response: z.object({
      ClientSecret: z.string(),
      PublishableKey: z.string(),
      AmountCents: z.number().int(),
      PaymentIntentId: z.string(),
    }),
    errors: [409],
    handler: ({ payload, user, params }) => paymentIntentFor(payload, user!, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/payments/stripe/webhook',
    summary: 'Stripe’s webhook: signature-verified, each event applied once',
    tag: 'Payments',
    access: 'anonymous',
    response: z.object({ received: z.literal(true), outcome: z.enum(['applied', 'ignored', 'duplicate']) }),
    errors: [404, 409],
    handler: async ({ payload, req }) => {
      const stripe = stripeClient()
      if (!stripe || !env.STRIPE_WEBHOOK_SECRET) throw AppError.notFound('Card payments are not configured.')
      const signature = req.headers['stripe-signature']
      if (typeof signature !== 'string' || !Buffer.isBuffer(req.body))
        throw AppError.validation({ 'Stripe-Signature': ['A signed Stripe event is expected.'] })
      let event
      try {
        event = stripe.webhooks.constructEvent(req.body, signature, env.STRIPE_WEBHOOK_SECRET)
      } catch {
        throw AppError.validation({ 'Stripe-Signature': ['The signature does not match this event.'] })
      }
      return { received: true as const, outcome: await applyStripeEvent(payload, event) }
    },
  }),
]
