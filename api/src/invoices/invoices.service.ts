import type { Payload } from 'payload'

import { invoiceDocuments, queueEmail, readAsCaller, type Invoice, type User } from '@valuedesk/cms'

import { AppError } from '@valuedesk/domain'

/** An invoice as the caller may see it (their own, or any for an admin), with its contact. */
export async function readInvoice(payload: Payload, user: User, id: number | string): Promise<Invoice> {
  return readAsCaller(payload, user, 'invoices', id, 1)
}

/** Queues the tax invoice e-mail (HTML body, PDF attached) to the invoice's contact. */
export async function emailInvoice(payload: Payload, invoice: Invoice, intro: string) {
  const { view, html, pdf } = await invoiceDocuments(payload, invoice)
  if (!view.buyer.email) throw AppError.conflict('This invoice has no contact e-mail address.')
  const document = await pdf()
  await queueEmail(payload, {
    to: view.buyer.email,
    subject: `Tax invoice ${view.number} from ${view.seller.name}`,
    text: `${intro}\n\nYour tax invoice ${view.number} is attached.\n\n${view.seller.name} · ABN ${view.seller.abn}`,
    html: html().replace('<body>', `<body><p>${intro}</p>`),
    attachments: [
      {
        filename: `${view.number}.pdf`,
        contentType: 'application/pdf',
        contentBase64: document.toString('base64'),
      },
    ],
  })
}
