import type { PropertyClassification } from '../property/catalogue.ts'
import { formatAud } from '../money.ts'
import type { ComparableSale, SubjectMeasures } from './blocks.ts'

/** What means nothing for a class is not a column. */
export type AnalysisClass = 'residential' | 'commercial' | 'rural'

export const analysisClassOf = (classification: PropertyClassification | null): AnalysisClass =>
  classification === 'rural'
    ? 'rural'
    : classification === 'residential' || classification === null
      ? 'residential'
      : 'commercial'

/** What a column holds, which decides how it reads: $845,000, 752, 320.5, 7.25%, 4/2/2. */
export type MeasureKind = 'money' | 'rate' | 'area' | 'hectares' | 'count' | 'percent' | 'accommodation'

export type Measured = SubjectMeasures & { price: number | null; marketRent: number | null }

export type AnalysisColumn = {
  key: string
  /** One measure each, with its unit: "$/m² building", never a rate of either area. */
  title: string
  kind: MeasureKind
  value: (measured: Measured) => number | string | null
}

const per = (amount: number | null, quantity: number | null): number | null =>
  amount === null || !quantity ? null : Math.round(amount / quantity)
const yieldOf = (rent: number | null, price: number | null): number | null =>
  rent === null || !price ? null : Math.round((rent / price) * 10_000) / 100
export const hectaresOf = (landArea: number | null): number | null =>
  landArea === null ? null : Math.round(landArea / 100) / 100

const price: AnalysisColumn = { key: 'price', title: 'Price', kind: 'money', value: (m) => m.price }
const landArea: AnalysisColumn = { key: 'landArea', title: 'Land m²', kind: 'area', value: (m) => m.landArea }
/** A commercial sale's lettable area; a data provider's export gives its GLA or NLA as the building area. */
const lettable = (m: Measured) => m.lettableArea ?? m.buildingArea

export const analysisColumns: Record<AnalysisClass, AnalysisColumn[]> = {
  residential: [
    price,
    landArea,
    { key: 'buildingArea', title: 'Building m²', kind: 'area', value: (m) => m.buildingArea },
    {
      key: 'accommodation',
      title: 'Bed/bath/car',
      kind: 'accommodation',
      value: (m) =>
        [m.bedrooms, m.bathrooms, m.carSpaces].every((n) => n === null)
          ? null
          : [m.bedrooms, m.bathrooms, m.carSpaces].map((n) => n ?? '–').join('/'),
    },
    {
      key: 'buildingRate',
      title: '$/m² building',
      kind: 'rate',
      value: (m) => per(m.price, m.buildingArea),
    },
    { key: 'landRate', title: '$/m² land', kind: 'rate', value: (m) => per(m.price, m.landArea) },
  ],
  commercial: [
    price,
    { key: 'lettableArea', title: 'Lettable m²', kind: 'area', value: lettable },
    {
      key: 'lettableRate',
      title: '$/m² lettable',
      kind: 'rate',
      value: (m) => per(m.price, lettable(m)),
    },
    { key: 'passingRent', title: 'Passing rent $ p.a.', kind: 'money', value: (m) => m.passingRent },
    {
      key: 'passingYield',
      title: 'Passing yield',
      kind: 'percent',
      value: (m) => yieldOf(m.passingRent, m.price),
    },
    { key: 'marketRent', title: 'Market rent $ p.a.', kind: 'money', value: (m) => m.marketRent },
    {
      key: 'marketYield',
      title: 'Market yield',
      kind: 'percent',
      value: (m) => yieldOf(m.marketRent, m.price),
    },
    landArea,
  ],
  rural: [
    price,
    { key: 'hectares', title: 'Area ha', kind: 'hectares', value: (m) => hectaresOf(m.landArea) },
    {
      key: 'hectareRate',
      title: '$/ha',
      kind: 'rate',
      value: (m) => per(m.price, hectaresOf(m.landArea)),
    },
    { key: 'carryingCapacity', title: 'Head', kind: 'count', value: (m) => m.carryingCapacity },
    { key: 'headRate', title: '$/head', kind: 'rate', value: (m) => per(m.price, m.carryingCapacity) },
    { key: 'waterEntitlement', title: 'Water ML', kind: 'hectares', value: (m) => m.waterEntitlement },
    {
      key: 'megalitreRate',
      title: '$/ML',
      kind: 'rate',
      value: (m) => per(m.price, m.waterEntitlement),
    },
  ],
}

export function formatMeasure(kind: MeasureKind, value: number | string | null): string {
  if (value === null) return '—'
  if (typeof value === 'string') return value
  if (kind === 'money' || kind === 'rate') return formatAud(value)
  if (kind === 'percent') return `${value.toLocaleString('en-AU', { maximumFractionDigits: 2 })}%`
  if (kind === 'hectares') return value.toLocaleString('en-AU', { maximumFractionDigits: 1 })
  return value.toLocaleString('en-AU', { maximumFractionDigits: 0 })
}

const saleMeasured = (sale: ComparableSale): Measured => ({ ...sale })

/** A measure no sale and not the subject has is left out (a strata office has no land area). */
export function salesAnalysis(input: {
  classification: PropertyClassification | null
  sales: ComparableSale[]
  subject: SubjectMeasures
  marketValue: number | null
  marketRent: number | null
}) {
  const subject: Measured = { ...input.subject, price: input.marketValue, marketRent: input.marketRent }
  const measured = input.sales.map(saleMeasured)
  const columns = analysisColumns[analysisClassOf(input.classification)].filter(
    (column) => column === price || [...measured, subject].some((row) => column.value(row) !== null),
  )
  const cells = (row: Measured) => columns.map((column) => formatMeasure(column.kind, column.value(row)))
  return {
    analysisClass: analysisClassOf(input.classification),
    columns: columns.map(({ key, title, kind }) => ({ key, title, kind })),
    sales: measured.map(cells),
    subject: cells(subject),
  }
}
