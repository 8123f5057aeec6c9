import type { Payload, PayloadRequest } from 'payload'

import { idOf, idOrNull } from '@valuedesk/domain'

import { limitSends } from '../../accounts/sendLimits.ts'
import {
  bulkOrderReceivedEmail,
  orderOnMonthlyBillingEmail,
  orderReceivedEmail,
  taxInvoiceEmail,
} from '../../email/templates.ts'
import { env } from '../../env.ts'
import { queueEmail } from '../../jobs/sendEmail.ts'
import { orderUrl } from '../../orderLinks.ts'
import type { Contact, Invoice, PropertySnapshot, User, Valuation } from '../../payload-types.ts'
import { monthlyBillingLine, pricedLine } from './invoiceLines.ts'
import { contactOf, fundNeeded, senderOf } from './emailRecipients.ts'
import { invoiceAttachment } from './invoiceAttachment.ts'

/** Counted before the order writes anything: SQLite has no transaction to roll back. */
export async function limitOrderConfirmations(
  payload: Payload,
  customer: User,
  contactId: number | string | undefined,
) {
  if (contactId === undefined) return
  const contact = await payload.findByID({
    collection: 'contacts',
    id: contactId,
    depth: 0,
    overrideAccess: true,
  })
  if (contact.email)
    await limitSends(payload, 'orderReceived', {
      to: contact.email,
      field: 'the contact’s Email',
      caller: `user:${customer.id}`,
    })
}

/** Named by the valuation, so an order placed again is confirmed once. */
export async function queueOrderReceived(
  req: PayloadRequest,
  valuation: Valuation,
  invoice: Invoice,
  snapshot: PropertySnapshot,
) {
  const contact = await contactOf(req, valuation.contact)
  if (!contact?.email) return
  const content = orderReceivedEmail({
    sender: await senderOf(req, valuation),
    firstName: contact.firstName,
    reference: valuation.reference,
    address: snapshot.address,
    totalCents: pricedLine(invoice, snapshot.id)?.totalCents ?? invoice.totalCents,
    invoiceNumber: invoice.number,
    orderUrl: orderUrl(valuation.id, idOf(valuation.customer)),
    fundNeeded: fundNeeded(valuation),
  })
  await queueEmail(
    req.payload,
    {
      messageId: `order-received-${valuation.id}`,
      valuation: String(valuation.id),
      to: contact.email,
      ...content,
      attachments: [(await invoiceAttachment(req, invoice, contact)).attachment],
    },
    req,
  )
  await queueInvoiceToFirm(req, invoice, contact)
}

/** The firm’s accounts address gets its invoice too, unless it is the orderer’s own. */
async function queueInvoiceToFirm(req: PayloadRequest, invoice: Invoice, orderer: Contact) {
  const firmId = idOrNull(invoice.business ?? null)
  if (firmId === null) return
  const firm = await req.payload.findByID({ collection: 'businesses', id: firmId, depth: 0, req })
  if (!firm.email || firm.email.toLowerCase() === orderer.email.toLowerCase()) return
  const { view, attachment } = await invoiceAttachment(req, invoice, orderer)
  await queueEmail(
    req.payload,
    {
      messageId: `firm-invoice-${invoice.id}`,
      to: firm.email,
      ...taxInvoiceEmail(
        view,
        `${orderer.firstName} ${orderer.lastName} placed this order for ${firm.name} and has a copy of this invoice.`,
      ),
      attachments: [attachment],
    },
    req,
  )
}

const confirmedOrder = ({ valuation, snapshot }: { valuation: Valuation; snapshot: PropertySnapshot }) => ({
  reference: valuation.reference,
  address: snapshot.address,
  fundName: valuation.fund?.name,
  fundNeeded: fundNeeded(valuation),
})

export async function queueBulkOrderReceived(
  req: PayloadRequest,
  orders: { valuation: Valuation; snapshot: PropertySnapshot }[],
  invoice: Invoice,
) {
  const contact = await contactOf(req, invoice.contact)
  if (!contact?.email) return
  const content = bulkOrderReceivedEmail({
    firstName: contact.firstName,
    orders: orders.map(confirmedOrder),
    totalCents: invoice.totalCents,
    invoiceNumber: invoice.number,
    accountUrl: `${env.SERVER_URL}/account`,
  })
  await queueEmail(
    req.payload,
    {
      messageId: `bulk-order-received-${invoice.id}`,
      to: contact.email,
      ...content,
      attachments: [(await invoiceAttachment(req, invoice, contact)).attachment],
    },
    req,
  )
  await queueInvoiceToFirm(req, invoice, contact)
}

/** No invoice attached: the month’s invoice bills them. */
export async function queueOrderOnMonthlyBilling(
  req: PayloadRequest,
  messageId: string,
  orders: { valuation: Valuation; snapshot: PropertySnapshot }[],
) {
  const [first] = orders
  const contact = await contactOf(req, first?.valuation.contact)
  if (!first || !contact?.email) return
  const content = orderOnMonthlyBillingEmail({
    firstName: contact.firstName,
    orders: orders.map((order) => ({
      ...confirmedOrder(order),
      totalCents: monthlyBillingLine(order.valuation)?.totalCents ?? 0,
    })),
    month: first.valuation.onAccount?.month ?? '',
    dueAt: first.valuation.dueAt ?? null,
    url:
      orders.length === 1
        ? orderUrl(first.valuation.id, idOf(first.valuation.customer))
        : `${env.SERVER_URL}/account`,
  })
  await queueEmail(
    req.payload,
    {
      messageId,
      ...(orders.length === 1 ? { valuation: String(first.valuation.id) } : {}),
      to: contact.email,
      ...content,
    },
    req,
  )
}
