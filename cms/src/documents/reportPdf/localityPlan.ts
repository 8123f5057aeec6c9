import type { Position, SaleMark } from '@valuedesk/domain'

import { australiaOutline } from '../../geography/australiaOutline.ts'
import { planRadiusKm, type SuburbCentre } from './suburbCentres.ts'
import { colours, fonts, type Doc } from './theme.ts'

type Box = { x: number; y: number; width: number; height: number }

const KM_PER_DEGREE_LATITUDE = 110.574
const kmPerDegreeLongitude = (latitude: number) => 111.32 * Math.cos((latitude * Math.PI) / 180)

function scaleLength(widthKm: number) {
  const target = widthKm / 4
  const steps = [0.25, 0.5, 1, 2, 5, 10, 20, 50]
  return steps.reduce((best, step) => (Math.abs(step - target) < Math.abs(best - target) ? step : best))
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

type MarkerKind = 'subject' | 'sale' | 'suburbSale'

const markerLooks = {
  subject: { radius: 7, fill: colours.accent, ring: colours.brand, text: colours.brand, size: 7.5 },
  sale: { radius: 6, fill: colours.brand, ring: colours.white, text: colours.white, size: 7 },
  suburbSale: { radius: 6, fill: colours.white, ring: colours.brand, text: colours.brand, size: 7 },
} as const

function marker(doc: Doc, x: number, y: number, label: string, kind: MarkerKind) {
  const look = markerLooks[kind]
  doc.circle(x, y, look.radius).fill(look.fill)
  doc.circle(x, y, look.radius).lineWidth(1.2).strokeColor(look.ring).stroke()
  doc
    .font(fonts.bold)
    .fontSize(look.size)
    .fillColor(look.text)
    .text(label, x - look.radius, y - 2.8, { width: look.radius * 2, align: 'center', lineBreak: false })
}

/** Offsets tried, nearest first, for a suburb-placed sale whose centre another marker already holds. */
const besideOffsets = [0, 1, 2, 3].flatMap((ring) =>
  ring === 0
    ? [[0, 0]]
    : [
        [14 * ring, 0],
        [-14 * ring, 0],
        [0, 14 * ring],
        [0, -14 * ring],
        [14 * ring, 14 * ring],
        [-14 * ring, 14 * ring],
        [14 * ring, -14 * ring],
        [-14 * ring, -14 * ring],
      ],
)

/** A sale placed at its suburb's centre is drawn beside any marker already there, so every number reads. */
function markerPoints(
  subject: [number, number],
  marks: SaleMark[],
  project: (p: Position) => [number, number],
) {
  const taken: [number, number][] = [subject]
  return marks.map((mark) => {
    const [x, y] = project(mark.position)
    const offsets = mark.source === 'suburb' ? besideOffsets : [[0, 0]]
    const free = offsets
      .map(([dx, dy]): [number, number] => [x + dx!, y + dy!])
      .find(([px, py]) => taken.every(([tx, ty]) => Math.hypot(px - tx, py - ty) >= 13))
    const point = free ?? [x, y]
    taken.push(point)
    return point
  })
}

function northArrow(doc: Doc, x: number, y: number) {
  doc.polygon([x, y], [x - 5, y + 13], [x, y + 10], [x + 5, y + 13]).fill(colours.brand)
  doc
    .font(fonts.bold)
    .fontSize(8)
    .fillColor(colours.brand)
    .text('N', x - 5, y + 15, { width: 10, align: 'center', lineBreak: false })
}

function scaleBar(doc: Doc, x: number, y: number, pointsPerKm: number, widthKm: number) {
  const km = scaleLength(widthKm)
  const length = km * pointsPerKm
  doc
    .rect(x - 4, y - 10, length + 8, 22)
    .fillOpacity(0.85)
    .fill(colours.white)
    .fillOpacity(1)
  doc.rect(x, y, length / 2, 4).fill(colours.ink)
  doc
    .rect(x + length / 2, y, length / 2, 4)
    .lineWidth(0.6)
    .strokeColor(colours.ink)
    .stroke()
  doc
    .font(fonts.regular)
    .fontSize(7)
    .fillColor(colours.ink)
    .text(`${km < 1 ? km * 1000 : km} ${km < 1 ? 'm' : 'km'}`, x, y - 9, {
      width: length,
      align: 'right',
      lineBreak: false,
    })
  doc.text('0', x, y - 9, { lineBreak: false })
}

function inset(doc: Doc, box: Box, subject: Position, state: string | null) {
  const [west, east, north, south] = [112.5, 154.5, -9.5, -44]
  const xScale = box.width / (east - west)
  const yScale = (box.height - 12) / (north - south)
  const scale = Math.min(xScale, yScale)
  const offsetX = box.x + (box.width - (east - west) * scale) / 2
  const project = ([lon, lat]: [number, number]): [number, number] => [
    offsetX + (lon - west) * scale,
    box.y + 2 + (north - lat) * scale,
  ]
  doc.rect(box.x, box.y, box.width, box.height).fill(colours.white)
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.5).strokeColor(colours.rule).stroke()
  for (const ring of australiaOutline()) {
    if (ring.length < 4) continue
    const [first, ...rest] = ring.map(project)
    doc.moveTo(...first!)
    for (const point of rest) doc.lineTo(...point)
    doc.closePath()
  }
  doc.fillColor(colours.map).lineWidth(0.4).strokeColor(colours.muted).fillAndStroke()
  const [x, y] = project([subject.longitude, subject.latitude])
  doc.circle(x, y, 2.6).fill(colours.accent)
  doc.circle(x, y, 2.6).lineWidth(0.8).strokeColor(colours.brand).stroke()
  doc
    .font(fonts.regular)
    .fontSize(6)
    .fillColor(colours.muted)
    .text(state ?? 'Australia', box.x, box.y + box.height - 9, {
      width: box.width,
      align: 'center',
      lineBreak: false,
    })
}

/** Drawn from data that ships with the product, at the scale it can truly show: it has no streets. */
export function drawLocalityPlan(
  doc: Doc,
  box: Box,
  subject: Position,
  marks: SaleMark[],
  state: string | null,
  suburbs: SuburbCentre[],
) {
  const radiusKm = planRadiusKm(subject, marks)
  const pointsPerKm = Math.min(box.width, box.height) / 2 / radiusKm
  const lonKm = kmPerDegreeLongitude(subject.latitude)
  const project = (position: Position): [number, number] => [
    box.x + box.width / 2 + (position.longitude - subject.longitude) * lonKm * pointsPerKm,
    box.y + box.height / 2 - (position.latitude - subject.latitude) * KM_PER_DEGREE_LATITUDE * pointsPerKm,
  ]
  const inside = ([x, y]: [number, number], margin = 0) =>
    x >= box.x + margin &&
    x <= box.x + box.width - margin &&
    y >= box.y + margin &&
    y <= box.y + box.height - margin
  doc.save()
  doc.rect(box.x, box.y, box.width, box.height).clip()
  doc.rect(box.x, box.y, box.width, box.height).fill(colours.panel)
  // Rings every so many km around the property: distance, not roads.
  const ringKm = scaleLength(radiusKm * 2)
  doc.lineWidth(0.5).dash(2, { space: 3 }).strokeColor(colours.rule)
  for (let km = ringKm; km <= radiusKm * 1.5; km += ringKm)
    doc.circle(box.x + box.width / 2, box.y + box.height / 2, km * pointsPerKm).stroke()
  doc.undash()

  const insetBox = { x: box.x + box.width - 96, y: box.y + 6, width: 90, height: 84 }
  const [sx, sy] = project(subject)
  const points = markerPoints([sx, sy], marks, project)
  const markBoxes = [[sx, sy] as [number, number], ...points].map(([x, y]) => ({
    x: x - 9,
    y: y - 9,
    width: 18,
    height: 18,
  }))
  const placed: Box[] = [
    insetBox,
    ...markBoxes,
    { x: box.x, y: box.y + box.height - 26, width: 150, height: 26 },
  ]
  doc.font(fonts.regular).fontSize(6.5)
  let labelled = 0
  for (const centre of suburbs) {
    if (labelled >= 45) break
    const [x, y] = project(centre)
    if (!inside([x, y], 4)) continue
    const width = doc.widthOfString(centre.name) + 2
    const label = { x: x + 3, y: y - 4, width, height: 8 }
    if (placed.some((other) => overlaps(other, label)) || !inside([x + 3 + width, y], 2)) continue
    placed.push(label)
    labelled++
    doc.circle(x, y, 1.4).fill(colours.muted)
    doc.fillColor(colours.muted).text(centre.name, x + 3.5, y - 3.2, { lineBreak: false })
  }

  marks.forEach((mark, index) => {
    const [x, y] = points[index]!
    if (inside([x, y], 6)) marker(doc, x, y, mark.label, mark.source === 'suburb' ? 'suburbSale' : 'sale')
  })
  marker(doc, sx, sy, 'S', 'subject')
  northArrow(doc, box.x + 16, box.y + 8)
  scaleBar(doc, box.x + 12, box.y + box.height - 14, pointsPerKm, box.width / pointsPerKm)
  inset(doc, insetBox, subject, state)
  doc.restore()
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.75).strokeColor(colours.rule).stroke()
  return marks.filter((_, index) => !inside(points[index]!, 6))
}
