import type { PayloadRequest } from 'payload'

import { invoiceDocuments } from '../../documents/taxInvoice/invoiceDocuments.ts'
import type { Contact, Invoice } from '../../payload-types.ts'

/** The tax invoice as an e-mail's PDF attachment (made in the verb's transaction, naming the orders made in it). */
export async function invoiceAttachment(req: PayloadRequest, invoice: Invoice, contact?: Contact) {
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
