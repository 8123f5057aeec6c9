import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { env, type User } from '@valuedesk/cms'

import { AppError } from '../http/AppError.ts'
import { readInvoice } from '../invoices/invoices.service.ts'
import { stripeClient } from './stripeClient.ts'

const reusable = new Set<Stripe.PaymentIntent.Status>(['requires_payment_method', 'requires_confirmation', 'requires_action'])

/** A PaymentIntent for one of the caller's unpaid invoices; the amount always comes from the invoice. */
export async function paymentIntentFor(payload: Payload, user: User, invoiceId: number | string) {
  // Whose invoice it is comes first: someone else's is a 404 whether or not cards are taken.
  const invoice = await readInvoice(payload, user, invoiceId)
  const stripe = stripeClient()
  if (!stripe || !env.STRIPE_PUBLISHABLE_KEY) throw new AppError(409, 'card_unavailable', 'Card payments are not available just now; please pay by bank transfer using the invoice.')
  if (invoice.status !== 'unpaid') throw AppError.conflict(invoice.status === 'paid' ? 'This invoice is already paid.' : 'This invoice was cancelled.')
  let intent = invoice.stripePaymentIntentId ? await stripe.paymentIntents.retrieve(invoice.stripePaymentIntentId) : undefined
  if (!intent || !reusable.has(intent.status) || intent.amount !== invoice.totalCents) {
    intent = await stripe.paymentIntents.create(
      { amount: invoice.totalCents, currency: 'aud', description: `Tax invoice ${invoice.number}`, metadata: { invoiceId: String(invoice.id), invoiceNumber: invoice.number }, automatic_payment_methods: { enabled: true } },
      { idempotencyKey: `invoice-${invoice.id}-${invoice.totalCents}-${intent?.id ?? 'first'}` },
    )
    await payload.update({ collection: 'invoices', id: invoice.id, data: { stripePaymentIntentId: intent.id }, overrideAccess: true })
  }
  return { ClientSecret: intent.client_secret!, PublishableKey: env.STRIPE_PUBLISHABLE_KEY, AmountCents: intent.amount, PaymentIntentId: intent.id }
}

/**
 * Applies a verified Stripe event once: a succeeded payment for the amount of its invoice marks
 * the invoice paid (and so starts its valuations); anything else is recorded and ignored.
 */
export async function applyStripeEvent(payload: Payload, event: Stripe.Event): Promise<'applied' | 'ignored' | 'duplicate'> {
  const seen = await payload.count({ collection: 'stripe-events', where: { eventId: { equals: event.id } }, overrideAccess: true })
  if (seen.totalDocs > 0) return 'duplicate'
  let outcome: 'applied' | 'ignored' = 'ignored'
  if (event.type === 'payment_intent.succeeded') {
    const intent = event.data.object
    const invoiceId = intent.metadata?.invoiceId
    const invoice = invoiceId ? await payload.findByID({ collection: 'invoices', id: invoiceId, overrideAccess: true, depth: 0 }).catch(() => undefined) : undefined
    if (invoice && invoice.status === 'unpaid' && intent.amount_received === invoice.totalCents && intent.currency === 'aud' && (!invoice.stripePaymentIntentId || invoice.stripePaymentIntentId === intent.id)) {
      await payload.update({ collection: 'invoices', id: invoice.id, overrideAccess: true, data: { status: 'paid', paymentMethod: 'card', paidAt: new Date((intent.created ?? Date.now() / 1000) * 1000).toISOString(), stripePaymentIntentId: intent.id } })
      outcome = 'applied'
    } else payload.logger.warn({ eventId: event.id, invoiceId }, 'Stripe payment does not match an unpaid invoice; left for an admin')
  }
  // Recorded last: a crash before this line means Stripe's retry applies the (idempotent) change again.
  await payload.create({ collection: 'stripe-events', data: { eventId: event.id, type: event.type }, overrideAccess: true }).catch((error: { status?: number }) => {
    if (error.status !== 400) throw error // 400: the unique id, recorded by a concurrent delivery
  })
  return outcome
}
