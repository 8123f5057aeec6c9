import { adjustmentStatement, formatAudCents, formatDate, type InvoiceAdjustment } from '@valuedesk/domain'

import { newPdf } from '../pdfBuffer.ts'
import { factsAndBuyer, ink, letterhead, margin, muted, sellerFooter } from './letterhead.ts'
import type { TaxInvoiceView } from './taxInvoice.ts'
import { palette } from '../../branding/palette.ts'

export type AdjustmentNoteView = {
  number: string
  issuedAt: string
  kind: InvoiceAdjustment
  description: string
  reason: string
  amountCents: number
  gstCents: number
  byCard: boolean
  invoice: Pick<TaxInvoiceView, 'number' | 'issuedAt' | 'seller' | 'buyer'>
}

/** The ATO's required contents of an adjustment note. */
export function adjustmentNotePdf(view: AdjustmentNoteView): Promise<Buffer> {
  const { doc, done } = newPdf({
    size: 'A4',
    margin,
    info: { Title: `Adjustment note ${view.number}`, Author: view.invoice.seller.name },
  })
  const width = doc.page.width - 2 * margin
  letterhead(doc, 'Adjustment note', view.invoice.seller)
  let y = factsAndBuyer(
    doc,
    [
      ['Adjustment note', view.number],
      ['Date of issue', formatDate(view.issuedAt)],
      ['Tax invoice', `${view.invoice.number} of ${formatDate(view.invoice.issuedAt)}`],
    ],
    view.invoice.buyer,
  )
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(ink)
    .text(adjustmentStatement({ ...view, invoiceNumber: view.invoice.number }), margin, y + 16, { width })
  y = doc.y + 16
  doc.rect(margin, y, width, 22).fill(palette.panel)
  doc
    .fillColor(ink)
    .font('Helvetica-Bold')
    .text('Adjusted', margin + 8, y + 6)
    .text('Reduction', 430, y + 6, { width: 105, align: 'right' })
  y += 30
  doc.font('Helvetica').text(`-${formatAudCents(view.amountCents)}`, 430, y, { width: 105, align: 'right' })
  doc.text(view.description, margin + 8, y, { width: 350 })
  y = doc.y + 6
  doc
    .fillColor(muted)
    .fontSize(9)
    .text(`Reason: ${view.reason}`, margin + 8, y, { width: 350 })
  y = doc.y + 12
  doc
    .moveTo(margin, y)
    .lineTo(margin + width, y)
    .strokeColor(palette.rule)
    .stroke()
  y += 10
  const total = (label: string, cents: number, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 12 : 10)
      .fillColor(bold ? ink : muted)
      .text(label, 230, y, { width: 220, align: 'right' })
      .text(formatAudCents(cents), 460, y, { width: 75, align: 'right' })
    y += bold ? 18 : 16
  }
  total('Reduction (incl. GST)', view.amountCents, true)
  total('GST reduced', view.gstCents)
  sellerFooter(doc, view.invoice.seller)
  doc.end()
  return done
}
