import type { PayloadRequest } from 'payload'

import { idOf } from '@valuedesk/domain'

import { bulkPaymentReceivedEmail, paymentReceivedEmail } from '../../email/templates.ts'
import { env } from '../../env.ts'
import { queueEmail } from '../../jobs/sendEmail.ts'
import type { Invoice, Valuation } from '../../payload-types.ts'
import { pricedLine } from './invoiceLines.ts'
import { addressee, contactOf, propertyAddress } from './emailRecipients.ts'

/** Named, so a payment applied again (Stripe’s retry after a crash) sends it once. */
export async function queuePaymentReceived(
  req: PayloadRequest,
  valuation: Valuation,
  invoice: Invoice,
  dueAt: string,
) {
  const { contact, address, link, sender } = await addressee(req, valuation)
  if (!contact?.email) return
  const content = paymentReceivedEmail({
    sender,
    firstName: contact.firstName,
    reference: valuation.reference,
    address,
    // On a bulk order’s invoice: this property’s line, not the whole.
    totalCents: pricedLine(invoice, idOf(valuation.snapshot))?.totalCents ?? invoice.totalCents,
    invoiceNumber: invoice.number,
    orderUrl: link,
    dueAt,
  })
  await queueEmail(
    req.payload,
    {
      messageId: `payment-received-${valuation.id}`,
      valuation: String(valuation.id),
      to: contact.email,
      ...content,
    },
    req,
  )
}

export async function queueBulkPaymentReceived(
  req: PayloadRequest,
  valuations: Valuation[],
  invoice: Invoice,
  dueAt: string,
) {
  const contact = await contactOf(req, invoice.contact)
  if (!contact?.email) return
  const content = bulkPaymentReceivedEmail({
    firstName: contact.firstName,
    orders: await Promise.all(
      valuations.map(async (valuation) => ({
        reference: valuation.reference,
        address: await propertyAddress(req, valuation),
      })),
    ),
    totalCents: invoice.totalCents,
    invoiceNumber: invoice.number,
    dueAt,
    accountUrl: `${env.SERVER_URL}/account`,
  })
  await queueEmail(
    req.payload,
    { messageId: `payment-received-invoice-${invoice.id}`, to: contact.email, ...content },
    req,
  )
}
