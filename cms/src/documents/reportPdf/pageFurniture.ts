import { practiceIdentity, type ReportData } from '@valuedesk/domain'

import { colours, contentWidth, fonts, hairline, left, type Doc } from './theme.ts'
import { verificationLine } from './verificationMark.ts'

function watermark(doc: Doc) {
  const cx = doc.page.width / 2
  const cy = doc.page.height / 2
  doc.save()
  doc.rotate(-45, { origin: [cx, cy] })
  doc.font(fonts.bold).fontSize(150).fillColor(colours.watermark, 0.09)
  const width = doc.widthOfString('DRAFT')
  doc.text('DRAFT', cx - width / 2, cy - 55, { lineBreak: false })
  doc.restore()
  doc.fillOpacity(1)
}

function header(doc: Doc, data: ReportData) {
  const width = contentWidth(doc)
  doc
    .font(fonts.regular)
    .fontSize(8.5)
    .fillColor(colours.muted)
    .text(data.address, left, 40, { width: width * 0.7, height: 11, ellipsis: true })
  doc.text(data.reference, left + width * 0.7, 40, { width: width * 0.3, align: 'right', lineBreak: false })
  hairline(doc, 56)
}

function footer(doc: Doc, data: ReportData, page: number, pages: number) {
  const width = contentWidth(doc)
  const top = doc.page.height - 66
  const { name, address, phone, email } = data.practice
  hairline(doc, top)
  doc
    .font(fonts.bold)
    .fontSize(8)
    .fillColor(colours.brand)
    .text([name, practiceIdentity(data.practice)].filter(Boolean).join('  ·  '), left, top + 8, {
      width: width * 0.75,
      height: 10,
      ellipsis: true,
    })
  const contact = [address, phone, email].filter(Boolean).join('  ·  ')
  doc
    .font(fonts.regular)
    .fontSize(7.5)
    .fillColor(colours.muted)
    .text(contact, left, top + 20, { width: width * 0.75, height: 10, ellipsis: true })
  doc.text(`Ref. ${data.reference}`, left + width * 0.75, top + 8, {
    width: width * 0.25,
    align: 'right',
    lineBreak: false,
  })
  doc
    .font(fonts.bold)
    .fontSize(8)
    .fillColor(colours.ink)
    .text(`Page ${page} of ${pages}`, left + width * 0.75, top + 20, {
      width: width * 0.25,
      align: 'right',
      lineBreak: false,
    })
  const verification = verificationLine(data)
  if (verification)
    doc
      .font(fonts.regular)
      .fontSize(7.5)
      .fillColor(data.verification ? colours.brand : colours.watermark)
      .text(verification, left, top + 32, { width, height: 10, lineBreak: false, ellipsis: true })
}

export function drawPageFurniture(doc: Doc, data: ReportData) {
  const { start, count } = doc.bufferedPageRange()
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index)
    doc.page.margins.bottom = 0
    if (data.draft) watermark(doc)
    if (index === start) continue
    header(doc, data)
    footer(doc, data, index - start + 1, count)
  }
}
