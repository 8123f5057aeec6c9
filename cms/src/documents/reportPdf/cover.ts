import {
  clientLine,
  formatDate,
  practiceIdentity,
  reportKinds,
  type ReportBlockOf,
  type ReportData,
} from '@valuedesk/domain'

import { conclusionFigures, drawFigure } from './panels.ts'
import { colours, contentWidth, fonts, hairline, left, valuationDay, type Doc } from './theme.ts'
import { drawVerificationTile, VERIFICATION_TILE_WIDTH } from './verificationMark.ts'

const coverFacts = (data: ReportData): [string, string][] => [
  ['Reference', data.reference],
  ['Client', clientLine(data)],
  ['Purpose', data.purpose],
  ['Report', reportKinds[data.reportKind]],
  ['Property', [data.propertyClass, data.propertyType].filter(Boolean).join(' — ')],
  [
    data.retrospective ? 'Date of valuation (retrospective)' : 'Date of valuation',
    formatDate(data.valuationDate),
  ],
  ['Date of report', formatDate(data.reportDate)],
  ...(data.correction
    ? ([
        [
          'Version',
          `${data.correction.version}, replacing version ${data.correction.version - 1}: ${data.correction.reason}`,
        ],
      ] as [string, string][])
    : []),
  ['Inspection', 'Desktop — no inspection was made'],
  ['Valuer', data.valuer?.name ?? 'Not yet assigned'],
]

function practiceHeading(doc: Doc, data: ReportData, width: number, logo?: PDFKit.Mixins.ImageSrc) {
  if (logo) {
    doc.image(logo, left, 38, { fit: [200, 44], valign: 'center' })
    doc.y = 86
  } else
    doc.font(fonts.bold).fontSize(14).fillColor(colours.white).text(data.practice.name, left, 48, { width })
  const identity = practiceIdentity(data.practice)
  const lines = [logo ? data.practice.name : null, identity || null, data.practice.address].filter(Boolean)
  if (lines.length)
    doc
      .font(fonts.regular)
      .fontSize(9.5)
      .fillColor(colours.onBrand)
      .text(lines.join('\n'), left, doc.y + 2, { width })
}

function band(doc: Doc, data: ReportData, title: string, logo?: PDFKit.Mixins.ImageSrc) {
  // The text keeps clear of the verification tile at the top right.
  const width = contentWidth(doc) - (data.verification || data.draft ? VERIFICATION_TILE_WIDTH + 18 : 0)
  doc.rect(0, 0, doc.page.width, 270).fill(colours.brand)
  doc.rect(0, 270, doc.page.width, 5).fill(colours.accent)
  drawVerificationTile(doc, data)
  practiceHeading(doc, data, width, logo)
  doc
    .font(fonts.bold)
    .fontSize(26)
    .fillColor(colours.white)
    .text(title, left, Math.max(122, doc.y + 10), { width })
  doc
    .font(fonts.regular)
    .fontSize(14)
    .fillColor(colours.white)
    .text(data.address, left, doc.y + 8, { width })
}

function valueBox(doc: Doc, data: ReportData, conclusion: ReportBlockOf<'conclusion'> | undefined) {
  const [main, ...others] = conclusionFigures(data.reportKind, conclusion)
  const top = 300
  const height = 96 + others.length * 18
  doc.rect(left, top, contentWidth(doc), height).fill(colours.panel)
  doc.rect(left, top, 5, height).fill(colours.accent)
  const bottom = drawFigure(doc, main!, left + 22, top + 16, 30)
  doc.font(fonts.regular).fontSize(11).fillColor(colours.ink)
  for (const figure of others)
    doc.text(`${figure.label} ${figure.amount} ${figure.suffix}`.trim(), left + 22, bottom + 4, {
      lineBreak: false,
    })
  doc
    .font(fonts.regular)
    .fontSize(9)
    .fillColor(colours.muted)
    .text(`as at ${valuationDay(data)}`, left + 22, top + height - 20, { lineBreak: false })
  return top + height
}

function factsTable(doc: Doc, data: ReportData, top: number) {
  const width = contentWidth(doc)
  const labelWidth = 170
  let y = top
  for (const [label, value] of coverFacts(data)) {
    doc.font(fonts.regular).fontSize(10)
    const height =
      Math.max(
        doc.heightOfString(label, { width: labelWidth - 10 }),
        doc.heightOfString(value || '—', { width: width - labelWidth }),
      ) + 10
    doc.fillColor(colours.muted).text(label, left, y + 5, { width: labelWidth - 10 })
    doc.fillColor(colours.ink).text(value || '—', left + labelWidth, y + 5, { width: width - labelWidth })
    y += height
    hairline(doc, y)
  }
}

function contactLine(doc: Doc, data: ReportData) {
  const { name, address, phone, email } = data.practice
  const line = [name, address, phone, email].filter(Boolean).join('  ·  ')
  doc
    .font(fonts.regular)
    .fontSize(8.5)
    .fillColor(colours.muted)
    .text(line, left, doc.page.height - 64, {
      width: contentWidth(doc),
      align: 'center',
      height: 24,
      ellipsis: true,
    })
}

export function drawCover(
  doc: Doc,
  data: ReportData,
  title: string,
  conclusion: ReportBlockOf<'conclusion'> | undefined,
  logo?: PDFKit.Mixins.ImageSrc,
) {
  band(doc, data, title, logo)
  factsTable(doc, data, valueBox(doc, data, conclusion) + 28)
  contactLine(doc, data)
}
