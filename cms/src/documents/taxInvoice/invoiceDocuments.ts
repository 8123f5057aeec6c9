import type { Payload, PayloadRequest } from 'payload'

import { idOf } from '@valuedesk/domain'

import type { AdjustmentNote, Invoice } from '../../payload-types.ts'
import { adjustmentNotePdf, type AdjustmentNoteView } from './adjustmentNotePdf.ts'
import { taxInvoiceHtml, taxInvoiceView, type TaxInvoiceOrder } from './taxInvoice.ts'
import { taxInvoicePdf } from './taxInvoicePdf.ts'

async function ordersOf(
  payload: Payload,
  invoice: Invoice,
  req?: Partial<PayloadRequest>,
): Promise<TaxInvoiceOrder[]> {
  const { docs } = await payload.find({
    collection: 'valuations',
    where: { invoice: { equals: invoice.id } },
    sort: 'createdAt',
    pagination: false,
    depth: 1,
    overrideAccess: true,
    req,
  })
  const address = (snapshot: unknown) =>
    snapshot && typeof snapshot === 'object' && 'address' in snapshot ? String(snapshot.address) : null
  const placed = docs.flatMap((valuation) => {
    const property = address(valuation.snapshot)
    return property ? [{ reference: valuation.reference, property, snapshot: idOf(valuation.snapshot) }] : []
  })
  if (placed.length || !invoice.snapshot) return placed
  const snapshot = await payload
    .findByID({
      collection: 'property-snapshots',
      id: idOf(invoice.snapshot),
      depth: 0,
      overrideAccess: true,
      req,
    })
    .catch(() => undefined)
  return snapshot ? [{ reference: null, property: snapshot.address }] : []
}

/** Inside a transaction, pass its `req`: the order made in it is named too. */
export async function invoiceDocuments(payload: Payload, invoice: Invoice, req?: Partial<PayloadRequest>) {
  const settings = await payload.findGlobal({ slug: 'site-settings', req })
  const view = taxInvoiceView(
    invoice,
    settings,
    await ordersOf(payload, invoice, req),
    await adjustmentNotesOf(payload, invoice, req),
  )
  return { view, html: () => taxInvoiceHtml(view), pdf: () => taxInvoicePdf(view) }
}

async function adjustmentNotesOf(payload: Payload, invoice: Invoice, req?: Partial<PayloadRequest>) {
  const { docs } = await payload.find({
    collection: 'adjustment-notes',
    where: { invoice: { equals: invoice.id } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs
}

export async function adjustmentNoteDocument(
  payload: Payload,
  note: AdjustmentNote,
  req?: Partial<PayloadRequest>,
) {
  const invoice = await payload.findByID({
    collection: 'invoices',
    id: idOf(note.invoice),
    depth: 1,
    overrideAccess: true,
    req,
  })
  const settings = await payload.findGlobal({ slug: 'site-settings', req })
  const { seller, buyer } = taxInvoiceView(invoice, settings)
  const view: AdjustmentNoteView = {
    number: note.number,
    issuedAt: note.createdAt,
    kind: note.kind,
    description: note.description,
    reason: note.reason,
    amountCents: note.amountCents,
    gstCents: note.gstCents,
    byCard: invoice.paymentMethod === 'card',
    invoice: { number: invoice.number, issuedAt: invoice.createdAt, seller, buyer },
  }
  return { view, pdf: () => adjustmentNotePdf(view) }
}
