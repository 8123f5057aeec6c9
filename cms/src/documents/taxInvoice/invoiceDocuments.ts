import type { Payload } from 'payload'

import type { Invoice } from '../../payload-types.ts'
import { taxInvoiceHtml, taxInvoiceView } from './taxInvoice.ts'
import { taxInvoicePdf } from './taxInvoicePdf.ts'

/** An invoice's tax invoice: what it shows (with the seller from the site settings), as HTML or as a PDF. */
export async function invoiceDocuments(payload: Payload, invoice: Invoice) {
  const settings = await payload.findGlobal({ slug: 'site-settings' })
  const view = taxInvoiceView(invoice, settings)
  return { view, html: () => taxInvoiceHtml(view), pdf: () => taxInvoicePdf(view) }
}
