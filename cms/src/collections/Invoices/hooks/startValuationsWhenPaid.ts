import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Payload, PayloadRequest } from 'payload'

import { dueAfterPayment, valuationStatuses } from '@valuedesk/domain'

import { paymentReceivedEmail } from '../../../email/templates.ts'
import { queueEmail } from '../../../jobs/sendEmail.ts'
import { orderUrl } from '../../../orderLinks.ts'
import type { Invoice } from '../../../payload-types.ts'

/** Marking an invoice paid (a card payment, or an admin recording a bank transfer) stamps when. */
export const stampPayment: CollectionBeforeChangeHook<Invoice> = ({ data, originalDoc }) => {
  if (data.status !== 'paid' || originalDoc?.status === 'paid') return data
  return {
    ...data,
    paidAt: data.paidAt ?? new Date().toISOString(),
    paymentMethod: data.paymentMethod ?? 'bank-transfer',
  }
}

/**
 * When an invoice becomes paid, its valuations move from None to Pending, the 72-hour clock starts,
 * and the customer is told. Runs the same for Stripe's webhook and for an admin in /admin.
 */
export const startValuationsWhenPaid: CollectionAfterChangeHook<Invoice> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (doc.status !== 'paid' || previousDoc?.status === 'paid') return doc
  await startPaidValuations(req.payload, doc, req)
  return doc
}

/**
 * Starts the valuations of a paid invoice that have not started yet. Safe to run again: a
 * payment whose processing was cut off (a crash) is finished by Stripe's retry calling this.
 */
export async function startPaidValuations(payload: Payload, invoice: Invoice, req?: PayloadRequest) {
  const paidAt = new Date(invoice.paidAt ?? Date.now())
  const dueAt = dueAfterPayment(paidAt).toISOString()
  const { docs } = await payload.find({
    collection: 'valuations',
    where: { invoice: { equals: invoice.id }, status: { equals: String(valuationStatuses.None) } },
    depth: 1,
    req,
    overrideAccess: true,
  })
  for (const valuation of docs) {
    // The receipt is queued before the valuation moves: if a crash falls between, the retry queues it
    // again under the same message id, and it is sent once.
    const contact = typeof valuation.contact === 'object' ? valuation.contact : undefined
    const snapshot = typeof valuation.snapshot === 'object' ? valuation.snapshot : undefined
    if (contact?.email) {
      const content = paymentReceivedEmail({
        firstName: contact.firstName,
        reference: valuation.reference,
        address: snapshot?.address ?? 'your property',
        totalCents: invoice.totalCents,
        invoiceNumber: invoice.number,
        orderUrl: orderUrl(
          valuation.id,
          typeof valuation.customer === 'object' ? valuation.customer.id : valuation.customer,
        ),
        dueAt,
      })
      await queueEmail(
        payload,
        { messageId: `payment-received-${valuation.id}`, to: contact.email, ...content },
        req,
      )
    }
    await payload.update({
      collection: 'valuations',
      id: valuation.id,
      data: { status: String(valuationStatuses.Pending) as '10', paidAt: paidAt.toISOString(), dueAt },
      req,
      overrideAccess: true,
      context: { statusNote: `Invoice ${invoice.number} paid (${invoice.paymentMethod ?? 'payment'})` },
    })
  }
}
