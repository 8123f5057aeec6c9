import type { Payload } from 'payload'

import {
  invoiceDocuments,
  limitSends,
  queueEmail,
  readAsCaller,
  taxInvoiceEmail,
  type AdjustmentNote,
  type Invoice,
  type User,
} from '@valuedesk/cms'

import { AppError, idOf } from '@valuedesk/domain'

export async function readInvoice(payload: Payload, user: User, id: number | string): Promise<Invoice> {
  return readAsCaller(payload, user, 'invoices', id, 1)
}

export async function emailInvoice(payload: Payload, user: User, invoice: Invoice, intro: string) {
  const { view, pdf } = await invoiceDocuments(payload, invoice)
  if (!view.buyer.email) throw AppError.conflict('This invoice has no contact e-mail address.')
  await limitSends(payload, 'taxInvoice', { to: view.buyer.email, field: 'Email', caller: `user:${user.id}` })
  const document = await pdf()
  await queueEmail(payload, {
    to: view.buyer.email,
    ...taxInvoiceEmail(view, intro),
    attachments: [
      {
        filename: `${view.number}.pdf`,
        contentType: 'application/pdf',
        contentBase64: document.toString('base64'),
      },
    ],
  })
}

export async function adjustmentNotesOf(
  payload: Payload,
  user: User,
  invoices: Pick<Invoice, 'id'>[],
): Promise<(invoice: Pick<Invoice, 'id'>) => AdjustmentNote[]> {
  const { docs } = invoices.length
    ? await payload.find({
        collection: 'adjustment-notes',
        where: { invoice: { in: invoices.map((invoice) => invoice.id) } },
        sort: 'createdAt',
        pagination: false,
        depth: 0,
        user,
        overrideAccess: false,
      })
    : { docs: [] }
  return (invoice) => docs.filter((note) => idOf(note.invoice) === invoice.id)
}
