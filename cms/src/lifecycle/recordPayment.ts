import type { Payload } from 'payload'

import {
  AppError,
  dueAfterPayment,
  formatDueTime,
  storedStatus,
  valuationStatuses,
  MINUTE_MS,
} from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import type { Invoice, User } from '../payload-types.ts'
import { queueBulkPaymentReceived, queuePaymentReceived } from './steps/queuePaymentReceived.ts'
import { pricesSeveral } from './steps/invoiceLines.ts'
import { inTransaction, writeAs } from './steps/transaction.ts'
import { startClock } from './steps/startClock.ts'

export type Payment = {
  method: NonNullable<Invoice['paymentMethod']>
  /** A bank transfer recorded later is back-dated. */
  paidAt?: string
  stripePaymentIntentId?: string
}

const paymentLabels: Record<Payment['method'], string> = { card: 'card', 'bank-transfer': 'bank transfer' }

/** Safe to run again for the same payment: a delivery cut off by a crash is finished, nothing sent twice. */
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
    // The clock runs from when the payment is known, whenever the money arrived.
    const dueAt = dueAfterPayment(new Date()).toISOString()
    const { docs } = await req.payload.find({
      collection: 'valuations',
      where: { invoice: { equals: invoice.id }, status: { equals: storedStatus(valuationStatuses.None) } },
      pagination: false,
      ...writeAs(req),
    })
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
