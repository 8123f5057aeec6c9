import type { Payload } from 'payload'

import type { Invoice, User } from '@valuedesk/cms'
import type { QuoteResponse } from '@valuedesk/domain'

import { AppError } from '../http/AppError.ts'

/** INV-000123: sequential by creation, unique by the database. */
async function nextInvoiceNumber(payload: Payload): Promise<string> {
  const { totalDocs } = await payload.count({ collection: 'invoices', overrideAccess: true })
  return `INV-${String(totalDocs + 1).padStart(6, '0')}`
}

/** A tax invoice for one quoted line. The server makes it from the quote; the customer can read it, never write it. */
export async function createInvoice(payload: Payload, customer: User, contactId: number | string, quote: QuoteResponse): Promise<Invoice> {
  if (!quote.ProductId || quote.TotalCents === null || quote.GstCents === null) throw AppError.conflict('This property has no fee in the price list; please contact us.')
  for (let attempt = 0; ; attempt++) {
    try {
      return await payload.create({
        collection: 'invoices',
        overrideAccess: true,
        data: {
          number: await nextInvoiceNumber(payload),
          status: 'unpaid',
          lines: [{ description: quote.Description!, product: Number(quote.ProductId), quantity: 1, unitCents: quote.TotalCents, totalCents: quote.TotalCents }],
          totalCents: quote.TotalCents,
          gstCents: quote.GstCents,
          contact: Number(contactId),
          customer: customer.id,
        },
      })
    } catch (error) {
      // Two invoices made at the same moment may draw the same number: the unique index refuses one; draw again.
      if (attempt >= 4 || (error as { status?: number }).status !== 400) throw error
    }
  }
}

export const toInvoiceSummary = (invoice: Invoice) => ({
  InvoiceId: invoice.id,
  Number: invoice.number,
  Status: invoice.status,
  TotalCents: invoice.totalCents,
  GstCents: invoice.gstCents,
  Description: invoice.lines?.[0]?.description ?? '',
})
