import { palette } from '../../branding/palette.ts'
import type { TaxInvoiceView } from './taxInvoice.ts'

type Doc = PDFKit.PDFDocument
type Seller = TaxInvoiceView['seller']
type Buyer = TaxInvoiceView['buyer']

export const { brand, muted, ink } = palette
export const margin = 56

export function letterhead(doc: Doc, title: string, seller: Seller) {
  doc.rect(0, 0, doc.page.width, 110).fill(brand)
  doc.fillColor(palette.white).font('Helvetica-Bold').fontSize(22).text(title, margin, 40)
  doc.font('Helvetica').fontSize(10).text(`${seller.name} · ABN ${seller.abn}`, margin, 70)
  if (seller.address) doc.text(seller.address, margin, 84)
}

export function factsAndBuyer(doc: Doc, facts: [string, string][], buyer: Buyer): number {
  const width = doc.page.width - 2 * margin
  doc.fillColor(ink).font('Helvetica').fontSize(10)
  let y = 140
  for (const [label, value] of facts) {
    // The value keeps to its column: the buyer's details start at 340.
    doc
      .fillColor(muted)
      .text(label, margin, y, { width: 120 })
      .fillColor(ink)
      .text(value, 180, y, { width: 150 })
    y = Math.max(y + 16, doc.y + 4)
  }
  doc.fillColor(muted).text('Bill to', 340, 140)
  const billTo = [
    buyer.name,
    buyer.abn ? `ABN ${buyer.abn}` : null,
    buyer.attention ? `Attention: ${buyer.attention}` : null,
    buyer.business,
    buyer.email,
  ]
  doc.fillColor(ink).text(billTo.filter(Boolean).join('\n'), 340, 156, { width: width - 284 })
  return Math.max(y, doc.y) + 8
}

export function sellerFooter(doc: Doc, seller: Seller) {
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(muted)
    .text(
      `${seller.name} · ABN ${seller.abn} · ${seller.email}${seller.phone ? ` · ${seller.phone}` : ''}`,
      margin,
      doc.page.height - 70,
      { width: doc.page.width - 2 * margin, align: 'center', lineBreak: false },
    )
}
