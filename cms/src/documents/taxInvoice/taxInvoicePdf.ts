import { formatBillingMonth, formatAudCents, formatDate } from '@valuedesk/domain'

import { newPdf } from '../pdfBuffer.ts'
import { factsAndBuyer, letterhead, muted, sellerFooter } from './letterhead.ts'
import {
  adjustmentLine,
  lineDetail,
  orderLine,
  pricesEachProperty,
  standingOf,
  type TaxInvoiceView,
} from './taxInvoice.ts'
import { palette } from '../../branding/palette.ts'

/** An ABN is kept on one line of the PDF: its spaces made non-breaking, so a long fund name never splits it. */
const unbrokenAbns = (text: string) => text.replace(/ABN [\d ]*\d/g, (abn) => abn.replaceAll(' ', '\u00a0'))

export function taxInvoicePdf(view: TaxInvoiceView): Promise<Buffer> {
  const { doc, done } = newPdf({
    size: 'A4',
    margin: 56,
    info: { Title: `Tax invoice ${view.number}`, Author: view.seller.name },
  })
  const width = doc.page.width - 112
  const standing = standingOf(view)

  letterhead(doc, 'Tax invoice', view.seller)

  const facts: [string, string][] = [
    ['Invoice number', view.number],
    ['Date of issue', formatDate(view.issuedAt)],
    ['Status', standing.label],
  ]
  // A firm's monthly invoice names its month and, until paid, the day it is due.
  if (view.period) facts.splice(2, 0, ['Month', formatBillingMonth(view.period)])
  if (view.dueOn && standing.asksForPayment)
    facts.splice(view.period ? 3 : 2, 0, ['Due', formatDate(view.dueOn)])
  const references = view.orders.flatMap((order) => (order.reference ? [order.reference] : []))
  // On an invoice for several properties each line names its order; the facts name the count.
  if (pricesEachProperty(view) && references.length) facts.push(['Orders', `${references.length} properties`])
  else if (references.length) facts.push([references.length > 1 ? 'Orders' : 'Order', references.join(', ')])
  if (view.adjustments.length)
    facts.push([
      view.adjustments.length > 1 ? 'Adjustment notes' : 'Adjustment note',
      view.adjustments.map(adjustmentLine).join('\n'),
    ])
  let y = factsAndBuyer(doc, facts, view.buyer)
  if (view.orders.length && !pricesEachProperty(view)) {
    doc
      .fillColor(muted)
      .text(view.orders.length > 1 ? 'Properties valued' : 'Property valued', 56, y, { width: 120 })
    doc
      .fillColor(palette.ink)
      .text(
        view.orders.map(view.orders.length > 1 ? orderLine : (order) => order.property).join('\n'),
        180,
        y,
        { width: width - 124 },
      )
    y = doc.y
  }

  // Below this a page holds only its footer: a line that would cross it starts a new page, headings repeated.
  const lastY = doc.page.height - 100
  const tableHeading = (at: number) => {
    doc.rect(56, at, width, 22).fill(palette.panel)
    doc
      .fillColor(palette.ink)
      .font('Helvetica-Bold')
      .fontSize(10)
      .text('Description', 64, at + 6)
      .text('Qty', 330, at + 6, { width: 40, align: 'right' })
      .text('Unit price', 380, at + 6, { width: 70, align: 'right' })
      .text('Amount', 460, at + 6, { width: 75, align: 'right' })
    doc.font('Helvetica')
    return at + 30
  }
  const newPage = () => {
    footer()
    doc.addPage()
    doc.fillColor(muted).fontSize(9).text(`Tax invoice ${view.number} (continued)`, 56, 40)
    return 64
  }
  const footer = () => sellerFooter(doc, view.seller)

  y = tableHeading(Math.max(240, y + 24))
  for (const line of view.lines) {
    const detail = unbrokenAbns(lineDetail(line))
    const descriptionHeight = doc.fontSize(10).heightOfString(line.description, { width: 250 })
    const height =
      descriptionHeight + (detail ? doc.fontSize(9).heightOfString(detail, { width: 250 }) + 2 : 0)
    if (y + height > lastY) y = tableHeading(newPage())
    doc
      .fontSize(10)
      .fillColor(palette.ink)
      .text(line.description, 64, y, { width: 250 })
      .text(String(line.quantity), 330, y, { width: 40, align: 'right' })
      .text(formatAudCents(line.unitCents), 380, y, { width: 70, align: 'right' })
      .text(formatAudCents(line.totalCents), 460, y, { width: 75, align: 'right' })
    if (detail)
      doc
        .fontSize(9)
        .fillColor(muted)
        .text(detail, 64, y + descriptionHeight + 2, { width: 250 })
    y += height + 12
  }
  // The totals (and the bank details) stay together, on a new page if need be.
  if (y + (standing.asksForPayment || standing.nothingOwing ? 100 : 50) > lastY) y = newPage()
  doc
    .moveTo(56, y)
    .lineTo(56 + width, y)
    .strokeColor(palette.rule)
    .stroke()
  y += 10
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(palette.ink)
    .text('Total (incl. GST)', 300, y, { width: 150, align: 'right' })
    .text(formatAudCents(view.totalCents), 460, y, { width: 75, align: 'right' })
  y += 18
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(muted)
    .text('GST included', 300, y, { width: 150, align: 'right' })
    .text(formatAudCents(view.gstCents), 460, y, { width: 75, align: 'right' })

  if (standing.nothingOwing) {
    y += 40
    doc.fillColor(palette.ink).font('Helvetica-Bold').text(standing.nothingOwing, 56, y, { width })
  }
  if (standing.asksForPayment) {
    y += 40
    doc.fillColor(palette.ink).font('Helvetica-Bold').text('Pay by bank transfer', 56, y)
    doc
      .font('Helvetica')
      .text(
        `${view.bank.accountName} · BSB ${view.bank.bsb} · Account ${view.bank.accountNumber} · Reference ${view.number}`,
        56,
        y + 14,
      )
  }
  footer()
  doc.end()
  return done
}
