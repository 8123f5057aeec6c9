import type { ReportData } from '@valuedesk/domain'

import { drawQrCode } from './qrCode.ts'
import { colours, fonts, margins, type Doc } from './theme.ts'

/** The width of the cover's verification tile: the band's text keeps clear of it. */
export const VERIFICATION_TILE_WIDTH = 112

export const verificationLine = (data: ReportData) =>
  data.verification
    ? `Verify this report: code ${data.verification.code} at ${data.verification.url}`
    : data.draft
      ? 'Draft — not verifiable'
      : null

/** A sample gets neither. */
export function drawVerificationTile(doc: Doc, data: ReportData, top = 40) {
  const width = VERIFICATION_TILE_WIDTH
  const x = doc.page.width - margins.right - width
  if (!data.verification) {
    if (!data.draft) return
    doc.save()
    doc.roundedRect(x, top, width, 34, 4).lineWidth(1).strokeColor(colours.white).stroke()
    doc
      .font(fonts.bold)
      .fontSize(8.5)
      .fillColor(colours.white)
      .text('Draft — not verifiable', x, top + 12, { width, align: 'center', lineBreak: false })
    doc.restore()
    return
  }
  const { code, url } = data.verification
  const padding = 12
  const qrSize = width - 2 * padding
  const height = qrSize + 2 * padding + 30
  doc.save()
  doc.roundedRect(x, top, width, height, 4).fill(colours.white)
  drawQrCode(doc, url, x + padding, top + padding, qrSize, colours.ink)
  doc
    .font(fonts.regular)
    .fontSize(7)
    .fillColor(colours.muted)
    .text('Verify this report', x, top + padding + qrSize + 6, { width, align: 'center', lineBreak: false })
  doc
    .font(fonts.bold)
    .fontSize(10)
    .fillColor(colours.ink)
    .text(code, x, top + padding + qrSize + 17, { width, align: 'center', lineBreak: false })
  doc.restore()
  doc.link(x, top, width, height, url)
}
