import type { Payload } from 'payload'

import {
  invoiceDocuments,
  orderReceivedEmail,
  orderUrl,
  queueEmail,
  type Invoice,
  type PropertySnapshot,
} from '@valuedesk/cms'

/** "We have your order", with the tax invoice PDF attached, queued so a crash cannot lose it. */
export async function queueOrderReceived(
  payload: Payload,
  valuation: { id: number | string; reference: string },
  invoiceId: number | string,
  snapshot: PropertySnapshot,
) {
  const invoice: Invoice = await payload.findByID({
    collection: 'invoices',
    id: invoiceId,
    depth: 1,
    overrideAccess: true,
  })
  const contact = typeof invoice.contact === 'object' ? invoice.contact : undefined
  if (!contact?.email) return
  const { view, pdf } = await invoiceDocuments(payload, invoice)
  const content = orderReceivedEmail({
    firstName: contact.firstName,
    reference: valuation.reference,
    address: snapshot.address,
    totalCents: invoice.totalCents,
    invoiceNumber: invoice.number,
    orderUrl: orderUrl(
      valuation.id,
      typeof invoice.customer === 'object' ? invoice.customer.id : invoice.customer,
    ),
  })
  // Named after the order: queued again by a repeated submission, it is still sent once.
  await queueEmail(payload, {
    messageId: `order-received-${valuation.id}`,
    to: contact.email,
    ...content,
    attachments: [
      {
        filename: `${view.number}.pdf`,
        contentType: 'application/pdf',
        contentBase64: (await pdf()).toString('base64'),
      },
    ],
  })
}
