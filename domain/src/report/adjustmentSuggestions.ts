import { DAY_MS } from '../durations.ts'
import type { PropertyClassification } from '../property/catalogue.ts'
import { formatArea } from '../units.ts'
import { analysisClassOf, type AnalysisClass } from './analysis.ts'
import type { ComparableSale, SubjectMeasures } from './blocks.ts'

/**
 * Suggestions only: location and condition need an inspection's judgement and are never suggested.
 * Time: a least-squares line of rate against sale date (none under 3 sales, under 3 months, r² < 0.5 or over
 * 2%/month).
 * Size: price grows as area^e, 0 < e < 1: fitted from five or more sales, else the measure's default; clamped
 * to ±15%.
 */
export type AdjustmentSuggestion = {
  /** null where the figures support none: the field is left as it is. */
  size: number | null
  time: number | null
  reasons: string[]
}

type Measure = 'landArea' | 'buildingArea' | 'lettableArea' | 'hectares'

/** Price elasticity to area when the sales cannot show their own (see the doc comment above). */
export const defaultSizeElasticity: Record<Measure, number> = {
  landArea: 0.3,
  buildingArea: 0.5,
  lettableArea: 0.8,
  hectares: 0.7,
}
const measureWords: Record<Measure, string> = {
  landArea: 'of land',
  buildingArea: 'of building',
  lettableArea: 'lettable',
  hectares: 'of land',
}

export const ADJUSTMENT_BOUND = 15
const TREND_SALES_NEEDED = 3
const ELASTICITY_SALES_NEEDED = 5
const MIN_TREND_MONTHS = 3
const MAX_MONTHLY_MOVEMENT = 2
const MIN_R_SQUARED = 0.5
const DAYS_PER_MONTH = 365.25 / 12

type Input = {
  sales: ComparableSale[]
  subject: SubjectMeasures
  valuationDate: string
  classification: PropertyClassification | null
}

const measureFor = (analysisClass: AnalysisClass, subject: SubjectMeasures): Measure =>
  analysisClass === 'rural'
    ? 'hectares'
    : analysisClass === 'commercial'
      ? 'lettableArea'
      : subject.buildingArea
        ? 'buildingArea'
        : 'landArea'

const areaOn = (measure: Measure, measured: Partial<SubjectMeasures>): number | null => {
  if (measure === 'lettableArea') return measured.lettableArea ?? measured.buildingArea ?? null
  return (measure === 'hectares' ? measured.landArea : measured[measure]) || null
}

/** To the field's 0.5 step, never −0. */
const toStep = (percent: number): number => Math.round(percent * 2) / 2 || 0
const clamp = (percent: number) => Math.max(-ADJUSTMENT_BOUND, Math.min(ADJUSTMENT_BOUND, percent))
const signed = (percent: number, digits: number) =>
  `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${Math.abs(percent).toFixed(digits)}%`

const monthsBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS / DAYS_PER_MONTH

function leastSquares(points: { x: number; y: number }[]) {
  const n = points.length
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n
  const sxx = points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0)
  const syy = points.reduce((sum, p) => sum + (p.y - meanY) ** 2, 0)
  const sxy = points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0)
  if (!sxx) return null
  return { slope: sxy / sxx, meanY, rSquared: syy ? sxy ** 2 / (sxx * syy) : 0 }
}

function monthlyMovement(sales: ComparableSale[], measure: Measure, valuationDate: string) {
  // A sale after the date of value was not known at it (rules.ts): it shows nothing of the market then.
  const points = sales.flatMap((sale) => {
    const area = areaOn(measure, sale)
    const x = monthsBetween(valuationDate, sale.saleDate)
    return area && x <= 0 ? [{ x, y: sale.price / area }] : []
  })
  if (points.length < TREND_SALES_NEEDED) return null
  const span = Math.max(...points.map((p) => p.x)) - Math.min(...points.map((p) => p.x))
  const line = leastSquares(points)
  if (!line || span < MIN_TREND_MONTHS || line.rSquared < MIN_R_SQUARED) return null
  const perMonth = (line.slope / line.meanY) * 100
  return Math.abs(perMonth) > MAX_MONTHLY_MOVEMENT ? null : { perMonth, span: Math.round(span) }
}

/** How price grows with area, from the sales where five or more show it, else the measure's default. */
function sizeElasticity(sales: ComparableSale[], measure: Measure) {
  const points = sales.flatMap((sale) => {
    const area = areaOn(measure, sale)
    return area ? [{ x: Math.log(area), y: Math.log(sale.price) }] : []
  })
  const line = points.length >= ELASTICITY_SALES_NEEDED ? leastSquares(points) : null
  return line && line.slope > 0 && line.slope < 1 && line.rSquared >= MIN_R_SQUARED
    ? { elasticity: line.slope, from: 'the sales' }
    : { elasticity: defaultSizeElasticity[measure], from: 'the default' }
}

export function suggestAdjustments({
  sales,
  subject,
  valuationDate,
  classification,
}: Input): AdjustmentSuggestion[] {
  const measure = measureFor(analysisClassOf(classification), subject)
  const movement = monthlyMovement(sales, measure, valuationDate)
  const { elasticity, from } = sizeElasticity(sales, measure)
  const subjectArea = areaOn(measure, subject)
  return sales.map((sale) => {
    const reasons: string[] = []
    const months = monthsBetween(sale.saleDate, valuationDate)
    let time: number | null = null
    if (movement && months >= 0) {
      time = toStep(clamp(movement.perMonth * months))
      reasons.push(
        `Time: ${signed(time, 1)} — the sales show ${signed(movement.perMonth, 2)} a month over ${movement.span} months, and this one sold ${Math.round(months)} months before the date of value`,
      )
    }
    const saleArea = areaOn(measure, sale)
    let size: number | null = null
    if (subjectArea && saleArea) {
      size = toStep(clamp(((subjectArea / saleArea) ** elasticity - 1) * 100))
      reasons.push(
        `Size: ${signed(size, 1)} — the sale’s ${formatArea(saleArea)} ${measureWords[measure]} against the property’s ${formatArea(subjectArea)} (price rising with area to the power ${elasticity.toFixed(2)}, from ${from})`,
      )
    }
    return { size, time, reasons }
  })
}

/** So a figure the valuer typed is never overwritten. */
export function withSuggestion(
  sale: ComparableSale,
  suggestion: AdjustmentSuggestion,
): ComparableSale | null {
  const size = sale.adjustments.size === 0 ? (suggestion.size ?? 0) : sale.adjustments.size
  const time = sale.adjustments.time === 0 ? (suggestion.time ?? 0) : sale.adjustments.time
  return size === sale.adjustments.size && time === sale.adjustments.time
    ? null
    : { ...sale, adjustments: { ...sale.adjustments, size, time } }
}
