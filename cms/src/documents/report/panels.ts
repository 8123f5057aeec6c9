import { formatAud, formatDate, type ReportBlockOf, type ReportData } from '@valuedesk/domain'

import {
  colours,
  contentWidth,
  ensureSpace,
  fonts,
  left,
  note,
  typeset,
  valuationDay,
  type Doc,
} from './theme.ts'

const degrees = (value: number, positive: string, negative: string) =>
  `${Math.abs(value).toFixed(4)}° ${value < 0 ? negative : positive}`

/** A stylised locality "map": a street grid with the property pinned at its centre (no map service is used offline). */
function drawMapTile(doc: Doc, x: number, y: number, size: number, pinned: boolean) {
  doc.save()
  doc.rect(x, y, size, size).fill(colours.map)
  doc.lineWidth(0.5).strokeColor(colours.white)
  for (let offset = 18; offset < size; offset += 18) {
    doc
      .moveTo(x + offset, y)
      .lineTo(x + offset, y + size)
      .moveTo(x, y + offset)
      .lineTo(x + size, y + offset)
  }
  doc.stroke()
  if (pinned)
    doc
      .lineWidth(3)
      .strokeColor(colours.white)
      .moveTo(x, y + size * 0.7)
      .lineTo(x + size, y + size * 0.35)
      .stroke()
  doc.rect(x, y, size, size).lineWidth(0.75).strokeColor(colours.rule).stroke()
  const cx = x + size / 2
  const cy = y + size / 2
  if (pinned) {
    doc.circle(cx, cy, 11).fillOpacity(0.2).fill(colours.brand).fillOpacity(1)
    doc.circle(cx, cy, 5).fill(colours.accent)
    doc.circle(cx, cy, 5).lineWidth(1.5).strokeColor(colours.brand).stroke()
  } else {
    doc
      .font(fonts.italic)
      .fontSize(8.5)
      .fillColor(colours.muted)
      .text('Location not geocoded', x, cy - 5, { width: size, align: 'center' })
  }
  const north = x + size - 14
  doc.polygon([north, y + 6], [north - 4, y + 14], [north + 4, y + 14]).fill(colours.brand)
  doc
    .font(fonts.bold)
    .fontSize(8)
    .fillColor(colours.brand)
    .text('N', north - 5, y + 16, { width: 10, align: 'center', lineBreak: false })
  doc.restore()
}

/** The locality panel: the map tile, the address and the coordinates (or that the property is not geocoded). */
export function locationPanel(doc: Doc, data: ReportData) {
  const width = contentWidth(doc)
  const height = 132
  ensureSpace(doc, height + 12)
  const top = doc.y + 4
  doc.rect(left, top, width, height).fill(colours.panel)
  const tile = height - 20
  drawMapTile(doc, left + 10, top + 10, tile, data.location !== null)
  const textX = left + tile + 28
  const textWidth = width - tile - 40
  doc
    .font(fonts.bold)
    .fontSize(8)
    .fillColor(colours.muted)
    .text('LOCALITY', textX, top + 14, { width: textWidth, characterSpacing: 0.5 })
  doc
    .font(fonts.bold)
    .fontSize(11)
    .fillColor(colours.ink)
    .text(data.address, textX, doc.y + 4, { width: textWidth })
  doc.font(fonts.regular).fontSize(9.5).fillColor(colours.ink)
  if (data.location) {
    doc.text(`Latitude ${degrees(data.location.latitude, 'N', 'S')}`, textX, doc.y + 8, { width: textWidth })
    doc.text(`Longitude ${degrees(data.location.longitude, 'E', 'W')}`, textX, doc.y + 2, {
      width: textWidth,
    })
    doc
      .font(fonts.italic)
      .fontSize(8.5)
      .fillColor(colours.muted)
      .text('Approximate position of the property (WGS 84), from the address.', textX, doc.y + 8, {
        width: textWidth,
      })
  } else {
    doc.text('Location not geocoded: no coordinates are held for this address.', textX, doc.y + 8, {
      width: textWidth,
    })
  }
  doc.x = left
  doc.y = top + height + 14
}

/** A photo ready to place: pdfkit's opened image (checked as JPEG or PNG) and its caption. */
export type Photo = { image: PDFKit.Mixins.ImageSrc; caption: string }

/** Photos two to a row, each fitted in its frame with its caption under it. */
export function photoGrid(doc: Doc, photos: Photo[], supplied: number) {
  if (photos.length === 0)
    return note(
      doc,
      supplied ? 'The photographs supplied could not be included.' : 'No photographs were supplied.',
    )
  const gap = 14
  const cell = (contentWidth(doc) - gap) / 2
  const frame = cell * 0.72
  for (let index = 0; index < photos.length; index += 2) {
    const row = photos.slice(index, index + 2)
    doc.font(fonts.regular).fontSize(8.5)
    const captionHeight = Math.max(
      ...row.map((photo) => doc.heightOfString(photo.caption || ' ', { width: cell })),
    )
    ensureSpace(doc, frame + captionHeight + 12)
    const top = doc.y
    row.forEach((photo, column) => {
      const x = left + column * (cell + gap)
      doc.rect(x, top, cell, frame).fill(colours.panel)
      doc.image(photo.image, x, top, { fit: [cell, frame], align: 'center', valign: 'center' })
      doc
        .font(fonts.regular)
        .fontSize(8.5)
        .fillColor(colours.muted)
        .text(photo.caption, x, top + frame + 4, { width: cell, align: 'center' })
    })
    doc.x = left
    doc.y = top + frame + captionHeight + 16
  }
}

type Conclusion = ReportBlockOf<'conclusion'>
type Figure = { label: string; amount: string; suffix: string }

/** The figures a report concludes with: its market value, its market rent, or both. */
export function conclusionFigures(
  kind: ReportData['reportKind'],
  conclusion: Conclusion | undefined,
): Figure[] {
  const value = {
    label: conclusion?.basis || 'Market value',
    amount: conclusion?.marketValue != null ? formatAud(conclusion.marketValue) : 'Not yet stated',
    suffix: '',
  }
  const rent = {
    label: 'Market rent',
    amount: conclusion?.rentalValue != null ? formatAud(conclusion.rentalValue) : 'Not yet stated',
    suffix: conclusion?.rentalBasis ?? '',
  }
  return kind === 'rental' ? [rent] : kind === 'both' ? [value, rent] : [value]
}

/** Writes a figure: its label in small capitals, then the amount in large type with its basis beside it. */
export function drawFigure(doc: Doc, figure: Figure, x: number, y: number, size: number) {
  doc
    .font(fonts.bold)
    .fontSize(8.5)
    .fillColor(colours.muted)
    .text(figure.label.toUpperCase(), x, y, { characterSpacing: 0.6, lineBreak: false })
  doc
    .font(fonts.bold)
    .fontSize(size)
    .fillColor(colours.brand)
    .text(figure.amount, x, y + 13, { lineBreak: false })
  const amountWidth = doc.widthOfString(figure.amount)
  if (figure.suffix)
    doc
      .font(fonts.regular)
      .fontSize(11)
      .fillColor(colours.ink)
      .text(figure.suffix, x + amountWidth + 6, y + 13 + size * 0.72 - 9, { lineBreak: false })
  return y + 13 + size * 1.15
}

/** The boxed statement of value: the figures, the basis and the date of valuation. */
export function conclusionBox(doc: Doc, data: ReportData, conclusion: Conclusion) {
  const figures = conclusionFigures(data.reportKind, conclusion)
  const width = contentWidth(doc)
  const height = figures.length * 46 + 56 + (data.retrospective ? 14 : 0)
  ensureSpace(doc, height + 16)
  const top = doc.y + 2
  doc.rect(left, top, width, height).fill(colours.panel)
  doc.rect(left, top, 5, height).fill(colours.accent)
  doc.rect(left, top, width, height).lineWidth(1).strokeColor(colours.brand).stroke()
  let y = top + 14
  for (const figure of figures) y = drawFigure(doc, figure, left + 22, y, 22) + 8
  doc.font(fonts.regular).fontSize(9.5).fillColor(colours.ink)
  doc.text(`Basis: ${conclusion.basis || 'Market value'}`, left + 22, y, { width: width - 40 })
  doc.text(`Date of valuation: as at ${valuationDay(data)}`, left + 22, doc.y + 2, { width: width - 40 })
  doc.text(`Date of report: ${formatDate(data.reportDate)}`, left + 22, doc.y + 2, { width: width - 40 })
  if (data.retrospective)
    doc
      .font(fonts.italic)
      .fillColor(colours.muted)
      .text('A retrospective value, on evidence known at the date of valuation only.', left + 22, doc.y + 2, {
        width: width - 40,
      })
  doc.x = left
  doc.y = top + height + 14
}

/**
 * The valuer's signature block: the verified signature image over the line, then their name, licences (the
 * property's state first), memberships, position and practice; or a line saying the report is not yet signed.
 */
export function signatureBlock(doc: Doc, data: ReportData, signature?: PDFKit.Mixins.ImageSrc) {
  const valuer = data.valuer
  if (!valuer) return note(doc, 'This report is not yet signed: no valuer has been assigned to it.')
  const lines = [...valuer.licences, ...valuer.memberships, valuer.position, data.practice.name].filter(
    (line): line is string => Boolean(line),
  )
  ensureSpace(doc, 110 + lines.length * 14)
  doc
    .font(fonts.regular)
    .fontSize(10)
    .fillColor(colours.ink)
    .text(
      `I certify that I prepared this report and that it sets out my opinion of value, signed for and on behalf of ${data.practice.name}.`,
      left,
      doc.y,
      { width: contentWidth(doc) },
    )
  const top = doc.y + 6
  const line = top + 56
  if (signature) doc.image(signature, left + 4, top, { fit: [200, 52], valign: 'bottom' })
  if (!signature)
    doc
      .font(fonts.italic)
      .fontSize(8.5)
      .fillColor(colours.muted)
      .text('Signature not yet verified: it is printed once an admin has verified it.', left, line - 14)
  doc
    .moveTo(left, line)
    .lineTo(left + 220, line)
    .lineWidth(0.75)
    .strokeColor(colours.ink)
    .stroke()
  doc
    .font(fonts.bold)
    .fontSize(11)
    .fillColor(colours.ink)
    .text(valuer.name, left, line + 6)
  doc.font(fonts.regular).fontSize(9.5)
  for (const text of lines) doc.text(typeset(text), left, doc.y + 1)
  doc.fillColor(colours.muted).text(`Date of report: ${formatDate(data.reportDate)}`, left, doc.y + 6)
  doc.x = left
}
