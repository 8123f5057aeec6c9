import { formatDate } from '@valuedesk/domain'

import { palette } from '../../branding/palette.ts'

export type Doc = PDFKit.PDFDocument

export const colours = {
  ...palette,
  /** Secondary text on the brand's band (the site's --on-dark). */
  onBrand: '#d5dde7',
  /** The offline locality plan's land. */
  map: '#e8edf3',
  watermark: '#c0392b',
} as const

export const fonts = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const

export const margins = { top: 80, bottom: 84, left: 56, right: 56 } as const
export const left = margins.left
export const bodySize = 10

export const contentWidth = (doc: Doc) => doc.page.width - margins.left - margins.right

export const hairline = (doc: Doc, y: number) =>
  doc
    .moveTo(left, y)
    .lineTo(left + contentWidth(doc), y)
    .lineWidth(0.5)
    .strokeColor(colours.rule)
    .stroke()
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom

export function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage()
  doc.x = left
}

export function heading(doc: Doc, text: string, keep = 80) {
  ensureSpace(doc, 40 + keep)
  if (doc.y > doc.page.margins.top + 1) doc.y += 16
  doc
    .font(fonts.bold)
    .fontSize(14)
    .fillColor(colours.brand)
    .text(text, left, doc.y, { width: contentWidth(doc) })
  doc
    .moveTo(left, doc.y + 3)
    .lineTo(left + 40, doc.y + 3)
    .lineWidth(2)
    .strokeColor(colours.accent)
    .stroke()
  doc.y += 14
}

export function subheading(doc: Doc, text: string) {
  ensureSpace(doc, 60)
  doc
    .font(fonts.bold)
    .fontSize(11)
    .fillColor(colours.ink)
    .text(text, left, doc.y, { width: contentWidth(doc) })
  doc.y += 6
}

export function note(doc: Doc, text: string) {
  ensureSpace(doc, 20)
  doc
    .font(fonts.italic)
    .fontSize(bodySize)
    .fillColor(colours.muted)
    .text(text, left, doc.y, { width: contentWidth(doc) })
  doc.y += 6
}

/** Keeps a number with its unit ("752 m²", "No. 4821") so a line never breaks between them. */
export const typeset = (text: string) =>
  text.replace(/(\d) (m²|m2|ha|km|m|%)(?=$|[^\w])/g, '$1\u00a0$2').replace(/\bNo\. (?=\d)/g, 'No.\u00a0')

export const valuationDay = (data: { valuationDate: string; retrospective: boolean }) =>
  `${formatDate(data.valuationDate)}${data.retrospective ? ' (retrospective)' : ''}`
