import type { Payload, PayloadRequest } from 'payload'

import {
  AppError,
  dueAfterPayment,
  formatDueTime,
  storedStatus,
  valuationStatuses,
  type StoredValuationStatus,
  MINUTE_MS,
} from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import type { Invoice, User, Valuation } from '../payload-types.ts'
import { queueBulkPaymentReceived, queuePaymentReceived } from './emails.ts'
import { withHistory } from './history.ts'
import { pricesSeveral } from './invoices.ts'
import { inTransaction, writeAs } from './transaction.ts'

export type Payment = {
  method: NonNullable<Invoice['paymentMethod']>
  /** When the money arrived (a bank transfer recorded later is back-dated); now when not given. */
  paidAt?: string
  stripePaymentIntentId?: string
}

const paymentLabels: Record<Payment['method'], string> = { card: 'card', 'bank-transfer': 'bank transfer' }

/**
 * Record a payment of an invoice: the invoice is paid, each of its valuations moves from None to Pending
 * with its 72-hour clock started from the payment, and the customer is told, in one transaction. Safe to run
 * again for the same payment: a delivery cut off half-way (a crash) is finished by the next, and nothing is
 * sent twice. `by` is the admin recording a bank transfer, or null for Stripe's confirmed card payment.
 */
export async function recordPayment(
  payload: Payload,
  by: User | null,
  invoiceId: number | string,
  payment: Payment,
): Promise<Invoice> {
  if (by && !checkRole(['admin'], by)) throw AppError.forbidden('Only admins record payments.')
  return inTransaction(payload, by, async (req) => {
    const invoice = await req.payload
      .findByID({ collection: 'invoices', id: invoiceId, ...writeAs(req) })
      .catch(() => AppError.throwNotFound(`No invoice ${invoiceId}.`))
    if (invoice.status === 'void') throw AppError.conflict('This invoice was cancelled; it cannot be paid.')
    const samePayment =
      invoice.status === 'paid' &&
      invoice.paymentMethod === payment.method &&
      (payment.method !== 'card' ||
        !invoice.stripePaymentIntentId ||
        invoice.stripePaymentIntentId === payment.stripePaymentIntentId)
    if (invoice.status === 'paid' && !samePayment) throw AppError.conflict('This invoice is already paid.')
    const paidAt = new Date(invoice.paidAt ?? payment.paidAt ?? Date.now())
    if (paidAt.getTime() > Date.now() + MINUTE_MS)
      throw AppError.validation({ PaidAt: ['A payment cannot be recorded in the future.'] })
    const paid =
      invoice.status === 'paid'
        ? invoice
        : await req.payload.update({
            collection: 'invoices',
            id: invoice.id,
            data: {
              status: 'paid',
              paymentMethod: payment.method,
              paidAt: paidAt.toISOString(),
              ...(payment.stripePaymentIntentId
                ? { stripePaymentIntentId: payment.stripePaymentIntentId }
                : {}),
            },
            ...writeAs(req),
          })
    // The clock runs from now, when the payment is known, whenever the money arrived (domain's dueAfterPayment).
    const dueAt = dueAfterPayment(new Date()).toISOString()
    const { docs } = await req.payload.find({
      collection: 'valuations',
      where: { invoice: { equals: invoice.id }, status: { equals: storedStatus(valuationStatuses.None) } },
      pagination: false,
      ...writeAs(req),
    })
    // A bulk order's invoice: one e-mail for all its properties; else each order's own.
    const bulk = pricesSeveral(paid)
    if (bulk && docs.length) await queueBulkPaymentReceived(req, docs, paid, dueAt)
    for (const valuation of docs) {
      if (!bulk) await queuePaymentReceived(req, valuation, paid, dueAt)
      await startClock(req, valuation, {
        dueAt,
        paidAt: paidAt.toISOString(),
        note: `Invoice ${paid.number} paid (${paymentLabels[payment.method]}, money received ${formatDueTime(paidAt)}); due 72 hours from now`,
      })
    }
    return paid
  })
}

/**
 * Start a valuation's 72-hour clock: it moves from None to Pending, due at `dueAt` (from `dueAfterPayment`), with
 * why in its history. A payment starts it (above), and so does an order placed on a firm's account (account.ts).
 */
export function startClock(
  req: PayloadRequest,
  valuation: Valuation,
  start: { dueAt: string; note: string; paidAt?: string },
): Promise<Valuation> {
  const to: StoredValuationStatus = storedStatus(valuationStatuses.Pending)
  return req.payload.update({
    collection: 'valuations',
    id: valuation.id,
    data: {
      status: to,
      ...(start.paidAt ? { paidAt: start.paidAt } : {}),
      dueAt: start.dueAt,
      history: withHistory(req, valuation, { to, note: start.note }),
    },
    ...writeAs(req),
  })
}

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
