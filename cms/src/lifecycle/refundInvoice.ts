import type { Payload, PayloadRequest } from 'payload'

import {
  AppError,
  formatAudCents,
  gstIncludedCents,
  idOf,
  refundProblem,
  statusOf,
  storedStatus,
  valuationStatuses,
} from '@valuedesk/domain'

import type { Invoice, User, Valuation } from '../payload-types.ts'
import { issueAdjustmentNote } from './steps/issueAdjustmentNote.ts'
import { queueDeclined, queueRefunded } from './steps/emails.ts'
import { withHistory } from './steps/history.ts'
import { pricedLine, pricesSeveral } from './steps/issueInvoice.ts'
import { inTransaction, writeAs } from './steps/transaction.ts'
import { staffOnly, writeStatus } from './steps/workOn.ts'

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
async function refundByCard(
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
  // What is left to give back: a line refunded alone before has its own adjustment note.
  const refundedBefore = await linesRefunded(payload, invoice)
  // Before the transaction: the provider is slow, and its idempotency key makes a retry refund once.
  const stripeRefundId = await refundByCard(
    invoice,
    async () => invoice.totalCents - refundedBefore,
    `refund-invoice-${invoice.id}`,
    refundCard,
  )
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
    await issueAdjustmentNote(req, refunded, {
      kind: 'refund',
      amountCents: refunded.totalCents - refundedBefore,
      description:
        (refunded.lines ?? []).length === 1
          ? refunded.lines![0]!.description
          : `Tax invoice ${refunded.number}${refundedBefore ? ': what was not refunded before' : ', in full'}`,
      reason: reason.trim(),
      valuation: docs.length === 1 ? docs[0] : undefined,
    })
    await queueRefunded(req, refunded, docs[0], reason.trim())
    return refunded
  })
}

/** What was given back already, line by line, of a paid invoice for several properties: its declined ones. */
async function linesRefunded(payload: Payload, invoice: Invoice): Promise<number> {
  if (!pricesSeveral(invoice)) return 0
  const { docs } = await payload.find({
    collection: 'valuations',
    where: { invoice: { equals: invoice.id }, status: { equals: storedStatus(valuationStatuses.Deleted) } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.reduce((sum, valuation) => {
    const line = pricedLine(invoice, idOf(valuation.snapshot))
    // A line credited before the invoice was paid was never charged, so nothing of it is given back.
    const credited = line?.index != null && Boolean(invoice.lines?.[line.index]?.creditedAt)
    return sum + (line && !credited ? line.totalCents : 0)
  }, 0)
}

/** A valuation's line of an invoice for several properties: staff only, and refused when it has none. */
function lineOf(user: User, invoice: Invoice, valuation: Valuation) {
  staffOnly(user)
  const line = pricedLine(invoice, idOf(valuation.snapshot))
  if (!line || line.index === null) throw AppError.conflict('This invoice has no line for this property.')
  return { ...line, index: line.index }
}

/** The valuation as it is now, in the verb's transaction: `decline` runs unless it is declined already. */
async function declineOnce(
  req: PayloadRequest,
  valuation: Valuation,
  decline: (current: Valuation) => Promise<Valuation>,
): Promise<Valuation> {
  const current = await req.payload.findByID({ collection: 'valuations', id: valuation.id, ...writeAs(req) })
  return statusOf(current) === valuationStatuses.Deleted ? current : decline(current)
}

/**
 * Decline one valuation of an invoice for several properties (a bulk order's, a firm's month) not yet paid: its
 * line is credited (not charged), the
 * invoice's total and GST are what is left (void when nothing is), and the customer is told why. Nothing was
 * paid, so nothing is refunded; the other lines stay due.
 */
export async function creditInvoiceLine(
  payload: Payload,
  user: User,
  invoice: Invoice,
  valuation: Valuation,
  reason: string,
): Promise<Valuation> {
  const line = lineOf(user, invoice, valuation)
  return inTransaction(payload, user, (req) =>
    declineOnce(req, valuation, async (current) => {
      const now = new Date().toISOString()
      const lines = (invoice.lines ?? []).map((each, index) =>
        index === line.index ? { ...each, creditedAt: each.creditedAt ?? now } : each,
      )
      const dueCents = lines.reduce((sum, each) => sum + (each.creditedAt ? 0 : each.totalCents), 0)
      const credited = await req.payload.update({
        collection: 'invoices',
        id: invoice.id,
        data: {
          lines,
          totalCents: dueCents,
          gstCents: gstIncludedCents(dueCents),
          ...(dueCents === 0 ? { status: 'void' as const } : {}),
        },
        ...writeAs(req),
      })
      await issueAdjustmentNote(req, credited, {
        kind: 'credit',
        amountCents: line.totalCents,
        description: lines[line.index]!.description,
        reason: reason.trim(),
        valuation: current,
      })
      const declined = await writeStatus(
        req,
        current,
        valuationStatuses.Deleted,
        `${reason.trim()} (its ${formatAudCents(line.totalCents)} line of invoice ${invoice.number} credited: not charged)`,
      )
      await queueDeclined(req, declined, reason.trim())
      return declined
    }),
  )
}

/**
 * Decline one valuation of a paid invoice for several properties and refund its line only (its own price): a
 * card through the provider (a partial refund), a bank transfer by our own transfer back. The invoice stays
 * paid for the others, which go on; the customer is told why and how much comes back.
 */
export async function refundInvoiceLine(
  payload: Payload,
  user: User,
  invoice: Invoice,
  valuation: Valuation,
  reason: string,
  refundCard: RefundCard | undefined,
): Promise<Valuation> {
  const line = lineOf(user, invoice, valuation)
  const stripeRefundId = await refundByCard(
    invoice,
    async () => line.totalCents,
    `refund-valuation-${valuation.id}`,
    refundCard,
  )
  const how = stripeRefundId ? `to the card (Stripe refund ${stripeRefundId})` : 'by bank transfer'
  return inTransaction(payload, user, (req) =>
    declineOnce(req, valuation, async (current) => {
      const declined = await writeStatus(
        req,
        current,
        valuationStatuses.Deleted,
        `${reason.trim()} (refunded ${formatAudCents(line.totalCents)} of invoice ${invoice.number} ${how})`,
      )
      await queueDeclined(req, declined, reason.trim())
      await issueAdjustmentNote(req, invoice, {
        kind: 'refund',
        amountCents: line.totalCents,
        description: invoice.lines![line.index]!.description,
        reason: reason.trim(),
        valuation: declined,
      })
      await queueRefunded(req, invoice, declined, reason.trim(), { amountCents: line.totalCents })
      return declined
    }),
  )
}

/**
 * Cancel an order's own invoice not paid (its valuation declined): void, so it never asks to be paid, with an
 * adjustment note for its whole total. In the decline's transaction.
 */
export async function cancelInvoice(
  req: PayloadRequest,
  invoice: Invoice,
  valuation: Valuation,
  reason: string,
): Promise<Invoice> {
  const cancelled = await req.payload.update({
    collection: 'invoices',
    id: invoice.id,
    data: { status: 'void' },
    ...writeAs(req),
  })
  await issueAdjustmentNote(req, cancelled, {
    kind: 'credit',
    amountCents: invoice.totalCents,
    description: invoice.lines?.[0]?.description ?? `Tax invoice ${invoice.number}`,
    reason,
    valuation,
  })
  return cancelled
}
