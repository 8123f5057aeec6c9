import type { ComparableSale, LeaseEvidence, ReportBlockContent, SaleAdjustments } from './blocks.ts'
import type { PositionSource } from './position.ts'

/** A point on the globe (WGS 84 degrees). */
export type Position = { latitude: number; longitude: number }

const EARTH_RADIUS_KM = 6371.0088

/** Great-circle distance between two points, in km (haversine). */
export function distanceKm(from: Position, to: Position): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(to.latitude - from.latitude)
  const dLon = radians(to.longitude - from.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

export const positionOf = (sale: Pick<ComparableSale, 'latitude' | 'longitude'>): Position | null =>
  sale.latitude != null && sale.longitude != null
    ? { latitude: sale.latitude, longitude: sale.longitude }
    : null

export type SaleSuburbs = ReadonlyMap<string, Position>

export type SalePlace = { position: Position; source: PositionSource }

export function placeOfSale(
  sale: Pick<ComparableSale, 'address' | 'latitude' | 'longitude'>,
  suburbs: SaleSuburbs = new Map(),
): SalePlace | null {
  const own = positionOf(sale)
  if (own) return { position: own, source: 'address' }
  const centre = suburbs.get(sale.address)
  return centre ? { position: centre, source: 'suburb' } : null
}

export function saleDistanceKm(
  subject: Position | null,
  sale: ComparableSale,
  suburbs?: SaleSuburbs,
): number | null {
  const place = placeOfSale(sale, suburbs)
  return subject && place ? distanceKm(subject, place.position) : null
}

/** An improved property is bought for its floor space. */
export function rateBasis(sale: ComparableSale): { area: number; of: 'building' | 'land' } | null {
  if (sale.buildingArea) return { area: sale.buildingArea, of: 'building' }
  if (sale.landArea) return { area: sale.landArea, of: 'land' }
  return null
}

export function ratePerM2(sale: ComparableSale): number | null {
  const basis = rateBasis(sale)
  return basis ? Math.round(sale.price / basis.area) : null
}

/** Whole months from a sale to the date of valuation (0 for a sale in the same month; negative after it). */
export function monthsSinceSale(saleDate: string, valuationDate: string): number {
  const [saleYear, saleMonth, saleDay] = saleDate.split('-').map(Number) as [number, number, number]
  const [year, month, day] = valuationDate.split('-').map(Number) as [number, number, number]
  const months = (year - saleYear) * 12 + (month - saleMonth)
  return day < saleDay ? months - 1 : months
}

export function timeSinceSale(saleDate: string, valuationDate: string): string {
  const months = monthsSinceSale(saleDate, valuationDate)
  if (saleDate > valuationDate) return 'after the date of valuation'
  if (months < 1) return 'under a month'
  const years = Math.floor(months / 12)
  const rest = months % 12
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  return [years ? plural(years, 'year') : '', rest ? plural(rest, 'month') : ''].filter(Boolean).join(' ')
}

export const adjustmentKinds = [
  'location',
  'size',
  'condition',
  'time',
] as const satisfies readonly (keyof SaleAdjustments)[]
export const adjustmentLabels: Record<keyof SaleAdjustments, string> = {
  location: 'Location',
  size: 'Size',
  condition: 'Condition',
  time: 'Time',
}

export const totalAdjustment = (adjustments: SaleAdjustments): number =>
  adjustmentKinds.reduce((sum, kind) => sum + adjustments[kind], 0)

/** The usual additive grid. */
export const adjustedPrice = (sale: ComparableSale): number =>
  Math.round(sale.price * (1 + totalAdjustment(sale.adjustments) / 100))

export function adjustedRange(sales: ComparableSale[]): { low: number; high: number } | null {
  if (!sales.length) return null
  const prices = sales.map(adjustedPrice)
  return { low: Math.min(...prices), high: Math.max(...prices) }
}

/** A finer figure claims a precision the sales do not have. */
export const roundedValue = (dollars: number): number => {
  const step = dollars < 1_000_000 ? 5_000 : dollars < 5_000_000 ? 10_000 : 50_000
  return Math.round(dollars / step) * step
}

export function adjustedEvidence(sales: ComparableSale[]) {
  const range = adjustedRange(sales)
  if (!range) return null
  const prices = sales.map(adjustedPrice)
  const sorted = [...prices].sort((a, b) => a - b)
  const middle = sorted.length / 2
  const median = Math.round(
    sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2,
  )
  const mean = Math.round(prices.reduce((sum, price) => sum + price, 0) / prices.length)
  return { prices, range, median, mean, proposed: roundedValue(median) }
}

export const rentPerM2 = (lease: LeaseEvidence): number | null =>
  lease.area ? Math.round(lease.rent / lease.area) : null

export function rentRange(leases: LeaseEvidence[]) {
  if (!leases.length) return null
  const rents = leases.map((lease) => lease.rent)
  const rates = leases.map(rentPerM2).filter((rate): rate is number => rate !== null)
  return {
    low: Math.min(...rents),
    high: Math.max(...rents),
    perM2: rates.length ? { low: Math.min(...rates), high: Math.max(...rates) } : null,
  }
}

/** The single character a map marks sale n (0-based) with, and the table numbers it by: 1–9, then A, B… */
export const markerLabel = (index: number): string =>
  index < 9 ? String(index + 1) : String.fromCharCode(65 + index - 9)

export type SaleMark = SalePlace & { label: string }

export const comparableSalesOf = (blocks: ReportBlockContent[]): ComparableSale[] =>
  blocks.flatMap((block) => (block.type === 'comparableSales' ? block.sales : []))

/** The report's comparable sales that can be placed, numbered as in the sales table (unplaced ones keep theirs). */
export const saleMarks = (blocks: ReportBlockContent[], suburbs?: SaleSuburbs): SaleMark[] =>
  comparableSalesOf(blocks).flatMap((sale, index) => {
    const place = placeOfSale(sale, suburbs)
    return place ? [{ label: markerLabel(index), ...place }] : []
  })
