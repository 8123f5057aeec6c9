import {
  adjustedPrice,
  adjustedRange,
  adjustmentKinds,
  adjustmentLabels,
  formatAud,
  formatDate,
  markerLabel,
  positionOf,
  ratePerM2,
  rateBasis,
  saleDistanceKm,
  timeSinceSale,
  totalAdjustment,
  type ReportBlockOf,
  type ReportData,
} from '@valuedesk/domain'

import { paragraphs } from './richText.ts'
import { dataTable, type Column } from './tables.ts'
import { colours, contentWidth, ensureSpace, fonts, left, note, subheading, type Doc } from './theme.ts'

type Sales = ReportBlockOf<'comparableSales'>
type Sale = Sales['sales'][number]

const number = (value: number | null, digits = 0) =>
  value === null ? '—' : value.toLocaleString('en-AU', { maximumFractionDigits: digits })
const percent = (value: number) =>
  // Helvetica's WinAnsi has no minus sign (U+2212): a hyphen stands in, as in print.
  value === 0
    ? '—'
    : `${value > 0 ? '+' : '-'}${Math.abs(value).toLocaleString('en-AU', { maximumFractionDigits: 1 })}%`
/** Beds, baths and cars as "4 / 2 / 2"; blank for a sale that is not a dwelling. */
const accommodation = (sale: Sale) =>
  [sale.bedrooms, sale.bathrooms, sale.carSpaces].every((count) => count === null)
    ? '—'
    : [sale.bedrooms, sale.bathrooms, sale.carSpaces].map((count) => count ?? '–').join('/')

const salesColumns: Column[] = [
  { title: 'No.', share: 0.05, align: 'center' },
  { title: 'Address', share: 0.24, align: 'left' },
  { title: 'Sold', share: 0.135, align: 'left' },
  { title: 'Price', share: 0.11, align: 'right' },
  { title: 'Land m²', share: 0.075, align: 'right' },
  { title: 'Bldg m²', share: 0.075, align: 'right' },
  { title: 'Bed/ bath/car', share: 0.09, align: 'center' },
  { title: 'Rate $/m²', share: 0.11, align: 'right' },
  { title: 'Distance', share: 0.09, align: 'right' },
]

function salesTable(doc: Doc, data: ReportData, sales: Sale[]) {
  const rows = sales.map((sale, index) => {
    const rate = ratePerM2(sale)
    const distance = saleDistanceKm(data.location, sale)
    return {
      cells: [
        markerLabel(index),
        sale.address,
        `${formatDate(sale.saleDate, 'short')}\n${timeSinceSale(sale.saleDate, data.valuationDate)}`,
        formatAud(sale.price),
        number(sale.landArea),
        number(sale.buildingArea),
        accommodation(sale),
        rate === null ? '—' : `${formatAud(rate)} ${rateBasis(sale)!.of === 'building' ? 'B' : 'L'}`,
        distance === null ? '—' : `${number(distance, distance < 10 ? 1 : 0)} km`,
      ],
      note: sale.comparison,
    }
  })
  dataTable(doc, salesColumns, rows)
  const unplaced = sales.some((sale) => !positionOf(sale)) || !data.location
  note(
    doc,
    `Rates are per m² of building area (B) where it is given, else of land area (L). Time is from the sale to the date of valuation${unplaced ? '; distances are shown where both positions are known' : ''}.`,
  )
}

const adjustmentColumns: Column[] = [
  { title: 'No.', share: 0.05, align: 'center' },
  { title: 'Address', share: 0.18, align: 'left' },
  { title: 'Price', share: 0.11, align: 'right' },
  ...adjustmentKinds.map((kind): Column => ({ title: adjustmentLabels[kind], share: 0.1, align: 'right' })),
  { title: 'Total', share: 0.075, align: 'right' },
  { title: 'Adjusted price', share: 0.16, align: 'right' },
]

function adjustmentsTable(doc: Doc, sales: Sale[]) {
  subheading(doc, 'Adjusted prices')
  const rows = sales.map((sale, index) => ({
    cells: [
      markerLabel(index),
      sale.address,
      formatAud(sale.price),
      ...adjustmentKinds.map((kind) => percent(sale.adjustments[kind])),
      percent(totalAdjustment(sale.adjustments)),
      formatAud(adjustedPrice(sale)),
    ],
  }))
  dataTable(doc, adjustmentColumns, rows)
  note(
    doc,
    'Adjustments are in per cent of each sale’s price: + where the property is better than the sale, - where it is inferior.',
  )
}

/** The adjusted range against the adopted value: the conclusion's market value. */
function reconciliation(doc: Doc, sales: Sales, marketValue: number | null) {
  // The heading, its box and the first line stay together.
  ensureSpace(doc, 110)
  subheading(doc, 'Reconciliation')
  const range = adjustedRange(sales.sales)!
  const width = contentWidth(doc)
  const top = doc.y
  doc.rect(left, top, width, 50).fill(colours.panel)
  doc.rect(left, top, 4, 50).fill(colours.accent)
  const figure = (label: string, value: string, x: number) => {
    doc
      .font(fonts.bold)
      .fontSize(7.5)
      .fillColor(colours.muted)
      .text(label.toUpperCase(), x, top + 10, { characterSpacing: 0.5, lineBreak: false })
    doc
      .font(fonts.bold)
      .fontSize(13)
      .fillColor(colours.brand)
      .text(value, x, top + 24, { lineBreak: false })
  }
  figure('Adjusted range', `${formatAud(range.low)} – ${formatAud(range.high)}`, left + 16)
  figure(
    'Market value adopted',
    marketValue ? formatAud(marketValue) : 'Not yet stated',
    left + width / 2 + 8,
  )
  doc.x = left
  doc.y = top + 60
  if (marketValue) {
    const within = marketValue >= range.low && marketValue <= range.high
    paragraphs(
      doc,
      within
        ? `The market value adopted lies within the range the adjusted sales indicate.`
        : `The market value adopted lies ${marketValue < range.low ? 'below' : 'above'} the range the adjusted sales indicate; the reasons follow.`,
    )
  }
  if (sales.reconciliation) paragraphs(doc, sales.reconciliation)
}

/**
 * The comparable sales as the valuer analysed them: the sales with their rates, ages and distances, the
 * adjustments to an adjusted price each, and the reconciliation of that range with the market value adopted.
 */
export function salesEvidence(doc: Doc, data: ReportData, sales: Sales, marketValue: number | null) {
  if (!sales.sales.length) return note(doc, 'No comparable sales are recorded.')
  salesTable(doc, data, sales.sales)
  if (sales.text) paragraphs(doc, sales.text)
  adjustmentsTable(doc, sales.sales)
  if (data.reportKind !== 'rental') reconciliation(doc, sales, marketValue)
}
