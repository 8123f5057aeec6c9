import type { PayloadRequest } from 'payload'

import { idOf, idOrNull, realEmail } from '@valuedesk/domain'

import { adjustmentNoteDocument } from '../../documents/taxInvoice/invoiceDocuments.ts'
import { adjustmentNoteEmail, refundedEmail, taxInvoiceEmail } from '../../email/templates.ts'
import { queueEmail } from '../../jobs/sendEmail.ts'
import type { AdjustmentNote, Invoice, Valuation } from '../../payload-types.ts'
import { contactOf } from './emailRecipients.ts'
import { invoiceAttachment } from './invoiceAttachment.ts'

export async function queueMonthlyInvoice(req: PayloadRequest, invoice: Invoice, to: string, intro: string) {
  const { view, attachment } = await invoiceAttachment(req, invoice)
  await queueEmail(
    req.payload,
    {
      messageId: `monthly-invoice-${invoice.id}`,
      to,
      ...taxInvoiceEmail(view, intro),
      attachments: [attachment],
    },
    req,
  )
}

export async function queueRefunded(
  req: PayloadRequest,
  invoice: Invoice,
  valuation: Valuation | undefined,
  reason: string,
  /** One property’s line of a bulk order’s invoice, given back alone. */
  part?: { amountCents: number },
) {
  const contact = await contactOf(req, invoice.contact ?? valuation?.contact)
  if (!contact?.email) return
  const content = refundedEmail({
    firstName: contact.firstName,
    invoiceNumber: invoice.number,
    totalCents: part?.amountCents ?? invoice.totalCents,
    whole: !part,
    reason,
    byCard: invoice.paymentMethod === 'card',
  })
  await queueEmail(
    req.payload,
    {
      messageId: part && valuation ? `refunded-${invoice.id}-${valuation.id}` : `refunded-${invoice.id}`,
      valuation: valuation ? String(valuation.id) : undefined,
      to: contact.email,
      ...content,
    },
    req,
  )
}

/** To whom its invoice went: the order’s contact, else the firm, else the customer. */
export async function queueAdjustmentNote(req: PayloadRequest, note: AdjustmentNote, invoice: Invoice) {
  const contact = await contactOf(req, invoice.contact)
  const firmId = idOrNull(invoice.business ?? null)
  const firm =
    firmId === null
      ? undefined
      : await req.payload.findByID({ collection: 'businesses', id: firmId, depth: 0, req })
  const customer = await req.payload.findByID({
    collection: 'users',
    id: idOf(invoice.customer),
    depth: 0,
    req,
  })
  const to = contact?.email || firm?.email || realEmail(customer.email)
  if (!to) return
  const { view, pdf } = await adjustmentNoteDocument(req.payload, note, req)
  await queueEmail(
    req.payload,
    {
      messageId: `adjustment-note-${note.id}`,
      to,
      ...adjustmentNoteEmail(view, contact?.firstName ?? customer.firstName),
      attachments: [
        {
          filename: `${note.number}.pdf`,
          contentType: 'application/pdf',
          contentBase64: (await pdf()).toString('base64'),
        },
      ],
    },
    req,
  )
}
