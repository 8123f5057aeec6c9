import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { env, notePaymentIntent, recordPayment, type User } from '@valuedesk/cms'

import { AppError } from '@valuedesk/domain'
import { readInvoice } from '../invoices/invoices.service.ts'
import { stripeClient } from './stripeClient.ts'

const reusable = new Set<Stripe.PaymentIntent.Status>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
])

export async function paymentIntentFor(payload: Payload, user: User, invoiceId: number | string) {
  // Whose invoice it is comes first: someone else's is a 404 whether or not cards are taken.
  const invoice = await readInvoice(payload, user, invoiceId)
  const stripe = stripeClient()
  if (!stripe || !env.STRIPE_PUBLISHABLE_KEY)
    throw new AppError(
      409,
      'card_unavailable',
      'Card payments are not available just now; please pay by bank transfer using the invoice.',
    )
  if (invoice.status !== 'unpaid')
    throw AppError.conflict(
      invoice.status === 'paid' ? 'This invoice is already paid.' : 'This invoice was cancelled.',
    )
  let intent = invoice.stripePaymentIntentId
    ? await stripe.paymentIntents.retrieve(invoice.stripePaymentIntentId)
    : undefined
  if (!intent || !reusable.has(intent.status) || intent.amount !== invoice.totalCents) {
    intent = await stripe.paymentIntents.create(
      {
        amount: invoice.totalCents,
        currency: 'aud',
        description: `Tax invoice ${invoice.number}`,
        metadata: { invoiceId: String(invoice.id), invoiceNumber: invoice.number },
        automatic_payment_methods: { enabled: true },
      },
      { idempotencyKey: `invoice-${invoice.id}-${invoice.totalCents}-${intent?.id ?? 'first'}` },
    )
    await notePaymentIntent(payload, invoice.id, intent.id)
  }
  return {
    ClientSecret: intent.client_secret!,
    PublishableKey: env.STRIPE_PUBLISHABLE_KEY,
    AmountCents: intent.amount,
    PaymentIntentId: intent.id,
  }
}

/** Processes started after this moment cannot be applying an event claimed before it. */
const bootedAt = Date.now()
/** A claim this old whose event is still not applied was cut off (a crash); another delivery may finish it. */
const abandonedAfterMs = 60_000

type Claim = 'new' | 'duplicate' | 'in-progress' | 'abandoned'

/** Claims the event id (the unique index lets exactly one delivery in) or says why not. */
async function claimEvent(
  payload: Payload,
  event: Stripe.Event,
): Promise<{ claim: Claim; id?: number | string }> {
  try {
    const doc = await payload.create({
      collection: 'stripe-events',
      data: { eventId: event.id, type: event.type },
      overrideAccess: true,
    })
    return { claim: 'new', id: doc.id }
  } catch (error) {
    if ((error as { status?: number }).status !== 400) throw error
    const [claimed] = (
      await payload.find({
        collection: 'stripe-events',
        where: { eventId: { equals: event.id } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs
    if (!claimed) throw error
    if (claimed.outcome) return { claim: 'duplicate' }
    const claimedAt = new Date(claimed.createdAt).getTime()
    return {
      claim: claimedAt < bootedAt || Date.now() - claimedAt > abandonedAfterMs ? 'abandoned' : 'in-progress',
      id: claimed.id,
    }
  }
}

/** The event id is claimed first, so an event applies once; a concurrent one gets a 409. */
export async function applyStripeEvent(
  payload: Payload,
  event: Stripe.Event,
): Promise<'applied' | 'ignored' | 'duplicate'> {
  const { claim, id } = await claimEvent(payload, event)
  if (claim === 'duplicate') return 'duplicate'
  if (claim === 'in-progress')
    throw new AppError(
      409,
      'event_in_progress',
      'This event is being applied by another delivery; retry later.',
    )
  const outcome =
    event.type === 'payment_intent.succeeded'
      ? await applyPayment(payload, event.data.object, event.id)
      : 'ignored'
  await payload.update({ collection: 'stripe-events', id: id!, data: { outcome }, overrideAccess: true })
  return outcome
}

/** Marks the invoice of a succeeded PaymentIntent paid, or finishes starting its valuations if that was cut off. */
async function applyPayment(
  payload: Payload,
  intent: Stripe.PaymentIntent,
  eventId: string,
): Promise<'applied' | 'ignored'> {
  const invoiceId = intent.metadata?.invoiceId
  const invoice = invoiceId
    ? await payload
        .findByID({ collection: 'invoices', id: invoiceId, overrideAccess: true, depth: 0 })
        .catch(() => undefined)
    : undefined
  const matches = invoice && intent.amount_received === invoice.totalCents && intent.currency === 'aud'
  // A delivery cut off before its valuations started is finished by the next.
  const ours = !invoice?.stripePaymentIntentId || invoice.stripePaymentIntentId === intent.id
  if (matches && ours && (invoice.status === 'unpaid' || invoice.status === 'paid')) {
    await recordPayment(payload, null, invoice.id, {
      method: 'card',
      paidAt: new Date((intent.created ?? Date.now() / 1000) * 1000).toISOString(),
      stripePaymentIntentId: intent.id,
    })
    return 'applied'
  }
  payload.logger.warn(
    { eventId, invoiceId },
    'Stripe payment does not match an unpaid invoice; left for an admin',
  )
  return 'ignored'
}
