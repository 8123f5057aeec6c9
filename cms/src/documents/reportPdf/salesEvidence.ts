import {
  adjustedPrice,
  adjustedRange,
  adjustmentKinds,
  adjustmentLabels,
  formatAud,
  formatDate,
  markerLabel,
  placeOfSale,
  saleDistanceKm,
  salesAnalysis,
  timeSinceSale,
  totalAdjustment,
  type AnalysisClass,
  type MeasureKind,
  type ReportBlockOf,
  type ReportData,
  type SaleSuburbs,
} from '@valuedesk/domain'

import { paragraphs } from './richText.ts'
import { dataTable, type Column } from './tables.ts'
import { colours, contentWidth, ensureSpace, fonts, left, note, subheading, type Doc } from './theme.ts'

type Sales = ReportBlockOf<'comparableSales'>
type Sale = Sales['sales'][number]
type Conclusion = ReportBlockOf<'conclusion'>

const number = (value: number | null, digits = 0) =>
  value === null ? '—' : value.toLocaleString('en-AU', { maximumFractionDigits: digits })
const percent = (value: number) =>
  // Helvetica's WinAnsi has no minus sign (U+2212): a hyphen stands in, as in print.
  value === 0
    ? '—'
    : `${value > 0 ? '+' : '-'}${Math.abs(value).toLocaleString('en-AU', { maximumFractionDigits: 1 })}%`

const shareOf: Record<MeasureKind, number> = {
  money: 0.105,
  rate: 0.085,
  area: 0.075,
  hectares: 0.07,
  count: 0.06,
  percent: 0.07,
  accommodation: 0.075,
}

const basisNotes: Record<AnalysisClass, string> = {
  residential: 'Rates are per m² of building area and of land area, each in its own column.',
  commercial:
    'Rates are per m² of lettable area; yields are the rent (passing, or market) over the price, the property’s over the value adopted.',
  rural:
    'Rates are per hectare of the holding, and per head of carrying capacity or megalitre of water entitlement where given.',
}

function salesTable(
  doc: Doc,
  data: ReportData,
  block: Sales,
  conclusion: Conclusion | undefined,
  suburbs: SaleSuburbs,
) {
  const analysis = salesAnalysis({
    classification: data.classification,
    sales: block.sales,
    subject: block.subject,
    marketValue: data.reportKind === 'rental' ? null : (conclusion?.marketValue ?? null),
    marketRent: conclusion?.rentalValue ?? null,
  })
  const columns: Column[] = [
    { title: 'No.', share: 0.045, align: 'center' },
    { title: 'Address', share: 0.2, align: 'left' },
    { title: 'Sold', share: 0.12, align: 'left' },
    ...analysis.columns.map((column): Column => ({
      title: column.title,
      share: shareOf[column.kind],
      align: column.kind === 'accommodation' ? 'center' : 'right',
    })),
    { title: 'Distance', share: 0.075, align: 'right' },
  ]
  const places = block.sales.map((sale) => placeOfSale(sale, suburbs))
  const rows = block.sales.map((sale, index) => {
    const distance = saleDistanceKm(data.location, sale, suburbs)
    const km = distance === null ? '' : `${number(distance, distance < 10 ? 1 : 0)} km`
    return {
      cells: [
        markerLabel(index),
        sale.address,
        `${formatDate(sale.saleDate, 'short')}\n${timeSinceSale(sale.saleDate, data.valuationDate)}`,
        ...analysis.sales[index]!,
        // Helvetica's WinAnsi has no ≈: a tilde says about.
        !km ? '—' : places[index]?.source === 'suburb' ? `~${km}\n(suburb)` : km,
      ],
      note: sale.comparison,
    }
  })
  const subject = {
    cells: [
      '—',
      'The property (value adopted)',
      `As at\n${formatDate(data.valuationDate, 'short')}`,
      ...analysis.subject,
      '—',
    ],
  }
  dataTable(doc, columns, [...rows, subject])
  const unplaced = places.some((place) => !place) || !data.location
  const bySuburb = data.location && places.some((place) => place?.source === 'suburb')
  const approximate = data.location?.source === 'suburb'
  note(
    doc,
    [
      `${basisNotes[analysis.analysisClass]} Time is from the sale to the date of valuation${unplaced ? '; distances are shown where both positions are known' : ''}.`,
      bySuburb
        ? 'A distance marked (suburb) is from the centre of the sale’s suburb: its own position is not known.'
        : '',
      approximate && places.some(Boolean)
        ? 'The property is placed at its suburb’s centre, so every distance is approximate.'
        : '',
    ]
      .filter(Boolean)
      .join(' '),
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

export function salesEvidence(
  doc: Doc,
  data: ReportData,
  sales: Sales,
  conclusion: Conclusion | undefined,
  suburbs: SaleSuburbs = new Map(),
) {
  if (!sales.sales.length) return note(doc, 'No comparable sales are recorded.')
  const marketValue = conclusion?.marketValue ?? null
  salesTable(doc, data, sales, conclusion, suburbs)
  if (sales.text) paragraphs(doc, sales.text)
  adjustmentsTable(doc, sales.sales)
  if (data.reportKind !== 'rental') reconciliation(doc, sales, marketValue)
}
