import type { PayloadRequest } from 'payload'

import { idOf } from '@valuedesk/domain'

import { invoiceDocuments } from '../documents/taxInvoice/invoiceDocuments.ts'
import { orderReceivedEmail, paymentReceivedEmail, reportReadyEmail } from '../email/templates.ts'
import { queueEmail } from '../jobs/sendEmail.ts'
import { orderUrl } from '../orderLinks.ts'
import type { Invoice, PropertySnapshot, Report, Valuation } from '../payload-types.ts'

/** The order's contact and property, as its e-mails name them. */
async function addressee(req: PayloadRequest, valuation: Valuation) {
  const contact = valuation.contact
    ? await req.payload.findByID({ collection: 'contacts', id: idOf(valuation.contact), depth: 0, req })
    : undefined
  const snapshot = await req.payload.findByID({
    collection: 'property-snapshots',
    id: idOf(valuation.snapshot),
    depth: 0,
    req,
  })
  return { contact, address: snapshot.address, link: orderUrl(valuation.id, idOf(valuation.customer)) }
}

/**
 * "Payment received": queued in the verb's transaction under a name of its own, so a payment applied again
 * (Stripe's retry after a crash) sends it once.
 */
export async function queuePaymentReceived(
  req: PayloadRequest,
  valuation: Valuation,
  invoice: Invoice,
  dueAt: string,
) {
  const { contact, address, link } = await addressee(req, valuation)
  if (!contact?.email) return
  const content = paymentReceivedEmail({
    firstName: contact.firstName,
    reference: valuation.reference,
    address,
    totalCents: invoice.totalCents,
    invoiceNumber: invoice.number,
    orderUrl: link,
    dueAt,
  })
  await queueEmail(
    req.payload,
    { messageId: `payment-received-${valuation.id}`, to: contact.email, ...content },
    req,
  )
}

/** "Your report is ready", with the final PDF attached (read from storage when the e-mail goes). */
export async function queueReportReady(req: PayloadRequest, valuation: Valuation, report: Report) {
  const { contact, address, link } = await addressee(req, valuation)
  if (!contact?.email || !report.pdf) {
    req.payload.logger.warn(
      { valuation: valuation.id },
      'Completed valuation has no contact e-mail; no report sent',
    )
    return
  }
  const content = reportReadyEmail({
    firstName: contact.firstName,
    reference: valuation.reference,
    address,
    orderUrl: link,
  })
  await queueEmail(
    req.payload,
    {
      messageId: `report-ready-${report.id}`,
      to: contact.email,
      ...content,
      attachments: [
        {
          filename: `${valuation.reference} valuation report.pdf`,
          contentType: 'application/pdf',
          fileId: idOf(report.pdf),
        },
      ],
    },
    req,
  )
}

/**
 * "We have your order", with the tax invoice PDF attached, queued in the order's transaction under the
 * valuation's name, so an order placed again is confirmed once.
 */
export async function queueOrderReceived(
  req: PayloadRequest,
  valuation: Valuation,
  invoice: Invoice,
  snapshot: PropertySnapshot,
) {
  const contact = valuation.contact
    ? await req.payload.findByID({ collection: 'contacts', id: idOf(valuation.contact), depth: 0, req })
    : undefined
  if (!contact?.email) return
  const { view, pdf } = await invoiceDocuments(req.payload, { ...invoice, contact })
  const content = orderReceivedEmail({
    firstName: contact.firstName,
    reference: valuation.reference,
    address: snapshot.address,
    totalCents: invoice.totalCents,
    invoiceNumber: invoice.number,
    orderUrl: orderUrl(valuation.id, idOf(valuation.customer)),
  })
  await queueEmail(
    req.payload,
    {
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
    },
    req,
  )
}
