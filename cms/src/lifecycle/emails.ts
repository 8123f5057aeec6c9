import type { Payload, PayloadRequest } from 'payload'

import { fundOutstanding, idOf, idOrNull, personName, realEmail } from '@valuedesk/domain'

import { limitSends } from '../accounts/sendLimits.ts'
import { adjustmentNoteDocument, invoiceDocuments } from '../documents/taxInvoice/invoiceDocuments.ts'
import {
  adjustmentNoteEmail,
  assignedEmail,
  bulkOrderReceivedEmail,
  bulkPaymentReceivedEmail,
  declinedEmail,
  holdAnsweredEmail,
  onHoldEmail,
  orderCorrectedEmail,
  type Correction,
  type EmailContent,
  type OrderOfEmail,
  type Sender,
  orderOnMonthlyBillingEmail,
  orderReceivedEmail,
  paymentReceivedEmail,
  refundedEmail,
  reportReadyEmail,
  resumedEmail,
  staffMessageEmail,
  taxInvoiceEmail,
} from '../email/templates.ts'
import { env } from '../env.ts'
import { queueEmail } from '../jobs/sendEmail.ts'
import { holdAnswerUrl, orderUrl } from '../orderLinks.ts'
import { verifyUrl } from '../verification/verificationCode.ts'
import type {
  AdjustmentNote,
  Contact,
  Invoice,
  PropertySnapshot,
  Report,
  User,
  Valuation,
} from '../payload-types.ts'
import { reportDelivery } from './delivery.ts'
import { accountLine, pricedLine } from './invoices.ts'
import { writeAs } from './transaction.ts'

/** The contact an order or invoice names (its e-mails go there), or undefined when it names none. */
const contactOf = async (req: PayloadRequest, contact: Valuation['contact'] | Invoice['contact']) =>
  contact
    ? await req.payload.findByID({ collection: 'contacts', id: idOf(contact), depth: 0, req })
    : undefined

/** Ordered for SMSF reporting without the fund: its e-mails ask for it (domain: `fundOutstanding`). */
const fundNeeded = (valuation: Valuation) => fundOutstanding(valuation.purpose, valuation.fund).length > 0

/** The address of the property a valuation is of, as its e-mails name it. */
const propertyAddress = async (req: PayloadRequest, valuation: Valuation) =>
  (
    await req.payload.findByID({
      collection: 'property-snapshots',
      id: idOf(valuation.snapshot),
      depth: 0,
      req,
    })
  ).address

/**
 * Who signs the customer's e-mails about a valuation: its valuer once assigned, and the practice that values it
 * by its legal name (its trading name until that is recorded); undefined before a practice takes it.
 */
export async function senderOf(req: PayloadRequest, valuation: Valuation): Promise<Sender | undefined> {
  const practiceId = idOrNull(valuation.practice)
  if (practiceId === null) return undefined
  const practice = await req.payload.findByID({ collection: 'practices', id: practiceId, depth: 0, req })
  const valuerId = idOrNull(valuation.valuer)
  const valuer =
    valuerId === null
      ? null
      : await req.payload.findByID({ collection: 'users', id: valuerId, depth: 0, req }).catch(() => null)
  const named = valuer && (valuer.firstName || valuer.lastName) ? personName(valuer) : null
  return { person: named, practice: practice.legalName?.trim() || practice.name }
}

/** The order's contact and property, as its e-mails name them, and who signs them. */
async function addressee(req: PayloadRequest, valuation: Valuation) {
  const contact = await contactOf(req, valuation.contact)
  return {
    contact,
    address: await propertyAddress(req, valuation),
    link: orderUrl(valuation.id, idOf(valuation.customer)),
    sender: await senderOf(req, valuation),
  }
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
  const { contact, address, link, sender } = await addressee(req, valuation)
  if (!contact?.email) return
  const content = paymentReceivedEmail({
    sender,
    firstName: contact.firstName,
    reference: valuation.reference,
    address,
    // On a bulk order's invoice: this property's line, not the whole.
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

/**
 * "Your report is ready", with the final PDF attached (read from storage when the e-mail goes). The report's
 * delivery is queued: it reads "sent" only once the job sending it is confirmed (lifecycle/delivery.ts).
 */
export async function queueReportReady(req: PayloadRequest, valuation: Valuation, report: Report) {
  const version = report.version ?? 1
  const { contact, address, link, sender } = await addressee(req, valuation)
  if (!contact?.email || !report.pdf) {
    req.payload.logger.warn(
      { valuation: valuation.id },
      'Completed valuation has no contact e-mail; no report sent',
    )
    await req.payload.update({
      collection: 'reports',
      id: report.id,
      data: { delivery: reportDelivery('failed', '', 'The order has no contact e-mail address.') },
      ...writeAs(req),
    })
    return
  }
  const content = reportReadyEmail({
    sender,
    firstName: contact.firstName,
    reference: valuation.reference,
    address,
    orderUrl: link,
    correction: version > 1 && report.reissueReason ? { version, reason: report.reissueReason } : undefined,
    verification: report.verification?.code
      ? { code: report.verification.code, url: verifyUrl(report.verification.code) }
      : undefined,
  })
  await queueEmail(
    req.payload,
    {
      messageId: `report-ready-${report.id}`,
      valuation: String(valuation.id),
      report: String(report.id),
      to: contact.email,
      ...content,
      attachments: [
        {
          filename: `${valuation.reference} valuation report${version > 1 ? ` v${version}` : ''}.pdf`,
          contentType: 'application/pdf',
          fileId: idOf(report.pdf),
        },
      ],
    },
    req,
  )
  await req.payload.update({
    collection: 'reports',
    id: report.id,
    data: { delivery: reportDelivery('queued', contact.email) },
    ...writeAs(req),
  })
}

/**
 * The contact's address is the customer's word: orders confirmed to one address, and by one customer, are
 * limited. Counted before the order writes anything, so a refused order leaves nothing behind (SQLite has no
 * transaction to roll back).
 */
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

/** The tax invoice as an e-mail's PDF attachment (made in the verb's transaction, naming the orders made in it). */
async function invoiceAttachment(req: PayloadRequest, invoice: Invoice, contact?: Contact) {
  const { view, pdf } = await invoiceDocuments(req.payload, contact ? { ...invoice, contact } : invoice, req)
  return {
    view,
    attachment: {
      filename: `${view.number}.pdf`,
      contentType: 'application/pdf',
      contentBase64: (await pdf()).toString('base64'),
    },
  }
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

/**
 * A firm's tax invoice to the firm's accounts address as well as to the member who ordered (who has it with
 * their confirmation), once per invoice; none when the firm keeps no e-mail or it is the orderer's own.
 */
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

/**
 * "We have your bulk order": one e-mail for the properties of one tax invoice (attached), named by the invoice,
 * so the bulk order placed again is confirmed once.
 */
export async function queueBulkOrderReceived(
  req: PayloadRequest,
  orders: { valuation: Valuation; snapshot: PropertySnapshot }[],
  invoice: Invoice,
) {
  const contact = await contactOf(req, invoice.contact)
  if (!contact?.email) return
  const content = bulkOrderReceivedEmail({
    firstName: contact.firstName,
    orders: orders.map(({ valuation, snapshot }) => ({
      reference: valuation.reference,
      address: snapshot.address,
      fundName: valuation.fund?.name,
      fundNeeded: fundNeeded(valuation),
    })),
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

/**
 * "Payment received" for a bulk order's invoice: one e-mail listing every property it started (not one each),
 * named by the invoice so a payment applied again sends nothing more.
 */
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

/**
 * "We have your order, on account": one e-mail for the valuations placed together on a firm's account (one
 * order, or a bulk order's), under the name given, so an order placed again is confirmed once. They have
 * started; no invoice is attached: the month's invoice bills them.
 */
export async function queueOrderOnAccount(
  req: PayloadRequest,
  messageId: string,
  orders: { valuation: Valuation; snapshot: PropertySnapshot }[],
) {
  const [first] = orders
  const contact = await contactOf(req, first?.valuation.contact)
  if (!first || !contact?.email) return
  const content = orderOnMonthlyBillingEmail({
    firstName: contact.firstName,
    orders: orders.map(({ valuation, snapshot }) => ({
      reference: valuation.reference,
      address: snapshot.address,
      fundName: valuation.fund?.name,
      fundNeeded: fundNeeded(valuation),
      totalCents: accountLine(valuation)?.totalCents ?? 0,
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

/**
 * A firm's monthly tax invoice, its PDF attached, to the firm's e-mail (else the member who ordered), named by
 * the invoice so it goes once however often the invoices are issued.
 */
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

/** An e-mail about a valuation, under a name of its own (so it goes once); its outcome goes in the history. */
const queueAbout = (
  req: PayloadRequest,
  valuation: Valuation,
  messageId: string,
  to: string,
  content: EmailContent,
) => queueEmail(req.payload, { messageId, valuation: String(valuation.id), to, ...content }, req)

/** The customer of a valuation, told of a change to it under a name of its own (so it goes once). */
async function tell(
  req: PayloadRequest,
  valuation: Valuation,
  messageId: string,
  build: (notice: OrderOfEmail) => EmailContent,
) {
  const { contact, address, link, sender } = await addressee(req, valuation)
  if (!contact?.email) return
  const content = build({
    sender,
    firstName: contact.firstName,
    reference: valuation.reference,
    address,
    orderUrl: link,
  })
  await queueAbout(req, valuation, messageId, contact.email, content)
}

/**
 * To the valuer an admin assigns, kept in the valuation's history like every e-mail about it. Named by the
 * history's length, so a valuer assigned again later is told again, and an assignment retried is told once.
 */
export async function queueAssigned(
  req: PayloadRequest,
  valuation: Valuation,
  valuer: { email: string; firstName: string | null },
) {
  const content = assignedEmail({
    firstName: valuer.firstName,
    reference: valuation.reference,
    address: await propertyAddress(req, valuation),
    dueAt: valuation.dueAt ?? null,
    valuationUrl: valuationAdminUrl(valuation),
  })
  await queueAbout(req, valuation, changeId('assigned', valuation), valuer.email, content)
}

/** Where staff open a valuation in /admin. */
const valuationAdminUrl = (valuation: Valuation) =>
  `${env.SERVER_URL}/admin/collections/valuations/${valuation.id}`

/**
 * To the valuer assigned to a valuation on hold, when the customer answers through their link: what was asked,
 * their words, how many files they sent, and the new due time (the valuation is resumed). Kept in the
 * valuation's history like every e-mail about it; a valuation with no valuer yet is seen on the admin's queues.
 */
export async function queueHoldAnswered(
  req: PayloadRequest,
  valuation: Valuation,
  answer: { reason: string; answer: string; fileCount: number },
) {
  if (!valuation.valuer) return
  const valuer = await req.payload.findByID({
    collection: 'users',
    id: idOf(valuation.valuer),
    depth: 0,
    req,
    overrideAccess: true,
  })
  const content = holdAnsweredEmail({
    firstName: valuer.firstName ?? null,
    reference: valuation.reference,
    address: await propertyAddress(req, valuation),
    ...answer,
    dueAt: valuation.dueAt ?? null,
    valuationUrl: valuationAdminUrl(valuation),
  })
  await queueAbout(req, valuation, changeId('hold-answered', valuation), valuer.email, content)
}

/** The history's length names a change: each hold, resume or decline is told once. */
const changeId = (kind: string, valuation: Valuation) =>
  `${kind}-${valuation.id}-${valuation.history?.length ?? 0}`

export const queueOnHold = (req: PayloadRequest, valuation: Valuation) =>
  tell(req, valuation, changeId('on-hold', valuation), (notice) =>
    onHoldEmail({
      ...notice,
      reason: valuation.hold?.reason ?? '',
      answerUrl: holdAnswerUrl(valuation.id, idOf(valuation.customer)),
    }),
  )

/** A message from the staff member working on the order to its customer; their reply goes to that person. */
export const queueStaffMessage = (req: PayloadRequest, valuation: Valuation, from: User, text: string) =>
  tell(req, valuation, changeId('message', valuation), (notice) =>
    staffMessageEmail({ ...notice, from: personName(from), replyTo: from.email, text }),
  )

/** The customer told what staff corrected in their order (its property, purpose or date of value). */
export const queueOrderCorrected = (req: PayloadRequest, valuation: Valuation, corrections: Correction[]) =>
  corrections.length
    ? tell(req, valuation, changeId('corrected', valuation), (notice) =>
        orderCorrectedEmail({ ...notice, corrections }),
      )
    : Promise.resolve()

export const queueResumed = (req: PayloadRequest, valuation: Valuation) =>
  tell(req, valuation, changeId('resumed', valuation), (notice) =>
    resumedEmail({ ...notice, dueAt: valuation.dueAt ?? null }),
  )

export async function queueDeclined(req: PayloadRequest, valuation: Valuation, reason: string) {
  // On a firm's account and not invoiced yet: nothing was paid.
  const invoiceId = idOrNull(valuation.invoice)
  const invoice =
    invoiceId === null
      ? null
      : await req.payload.findByID({ collection: 'invoices', id: invoiceId, depth: 0, req })
  await tell(req, valuation, `declined-${valuation.id}`, (notice) =>
    declinedEmail({ ...notice, reason, paid: invoice?.status === 'paid' || invoice?.status === 'refunded' }),
  )
}

export async function queueRefunded(
  req: PayloadRequest,
  invoice: Invoice,
  valuation: Valuation | undefined,
  reason: string,
  /** A part of the invoice (one property's line of a bulk order's), given back alone. */
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

/**
 * An adjustment note, its PDF attached, to whom its invoice went: the order's contact, else the firm's e-mail
 * (a monthly invoice's), else the customer. Named by the note, so it goes once.
 */
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
