import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { dueAfterPayment, valuationStatuses } from '@valuedesk/domain'

import { paymentReceivedEmail } from '../../../email/templates.ts'
import { orderUrl } from '../../../orderLinks.ts'
import type { Invoice } from '../../../payload-types.ts'

/** Marking an invoice paid (a card payment, or an admin recording a bank transfer) stamps when. */
export const stampPayment: CollectionBeforeChangeHook<Invoice> = ({ data, originalDoc }) => {
  if (data.status !== 'paid' || originalDoc?.status === 'paid') return data
  return { ...data, paidAt: data.paidAt ?? new Date().toISOString(), paymentMethod: data.paymentMethod ?? 'bank-transfer' }
}

/**
 * When an invoice becomes paid, its valuations move from None to Pending, the 72-hour clock starts,
 * and the customer is told. Runs the same for Stripe's webhook and for an admin in /admin.
 */
export const startValuationsWhenPaid: CollectionAfterChangeHook<Invoice> = async ({ doc, previousDoc, req }) => {
  if (doc.status !== 'paid' || previousDoc?.status === 'paid') return doc
  const paidAt = new Date(doc.paidAt ?? Date.now())
  const dueAt = dueAfterPayment(paidAt).toISOString()
  const { docs } = await req.payload.find({ collection: 'valuations', where: { invoice: { equals: doc.id }, status: { equals: String(valuationStatuses.None) } }, depth: 1, req, overrideAccess: true })
  for (const valuation of docs) {
    await req.payload.update({ collection: 'valuations', id: valuation.id, data: { status: String(valuationStatuses.Pending) as '10', paidAt: paidAt.toISOString(), dueAt }, req, overrideAccess: true, context: { statusNote: `Invoice ${doc.number} paid (${doc.paymentMethod ?? 'payment'})` } })
    const contact = typeof valuation.contact === 'object' ? valuation.contact : undefined
    const snapshot = typeof valuation.snapshot === 'object' ? valuation.snapshot : undefined
    if (!contact?.email) continue
    const content = paymentReceivedEmail({
      firstName: contact.firstName, reference: valuation.reference, address: snapshot?.address ?? 'your property', totalCents: doc.totalCents,
      invoiceNumber: doc.number, orderUrl: orderUrl(valuation.id, typeof valuation.customer === 'object' ? valuation.customer.id : valuation.customer), dueAt,
    })
    await req.payload.jobs.queue({ task: 'sendEmail', input: { to: contact.email, ...content }, req })
  }
  return doc
}
