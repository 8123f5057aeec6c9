import { describe, expect, it } from 'vitest'

import { ComparableSale, LeaseEvidence } from './blocks.ts'
import {
  adjustedEvidence,
  adjustedPrice,
  adjustedRange,
  distanceKm,
  markerLabel,
  monthsSinceSale,
  ratePerM2,
  rentPerM2,
  rentRange,
  roundedValue,
  saleDistanceKm,
  timeSinceSale,
} from './comparables.ts'

const sale = (fields: Partial<ComparableSale> = {}) =>
  ComparableSale.parse({
    address: '1 Test St, Paddington QLD 4064',
    saleDate: '2026-03-01',
    price: 1_000_000,
    ...fields,
  })

describe('comparable sales analysis', () => {
  it('when a sale has a building area, then its rate is per m² of building, else per m² of land', () => {
    expect(ratePerM2(sale({ landArea: 800, buildingArea: 200 }))).toBe(5000)
    expect(ratePerM2(sale({ landArea: 800 }))).toBe(1250)
    expect(ratePerM2(sale())).toBeNull()
  })

  it('when the subject and a sale have coordinates, then the distance between them is the great-circle km', () => {
    // Brisbane GPO to Sydney GPO: about 732 km.
    const brisbane = { latitude: -27.4679, longitude: 153.0281 }
    const sydney = { latitude: -33.8688, longitude: 151.2093 }
    expect(distanceKm(brisbane, sydney)).toBeCloseTo(732, -1)
    expect(distanceKm(brisbane, brisbane)).toBe(0)
    expect(saleDistanceKm(brisbane, sale({ latitude: -27.4679, longitude: 153.0381 }))).toBeCloseTo(0.986, 2)
  })

  it('when either position is unknown, then there is no distance', () => {
    expect(saleDistanceKm(null, sale({ latitude: -27.4, longitude: 153 }))).toBeNull()
    expect(saleDistanceKm({ latitude: -27.4, longitude: 153 }, sale({ latitude: -27.4 }))).toBeNull()
  })

  it('when months pass from a sale to the date of valuation, then whole months are counted', () => {
    expect(monthsSinceSale('2026-01-15', '2026-06-30')).toBe(5)
    expect(monthsSinceSale('2026-01-31', '2026-06-30')).toBe(4)
    expect(timeSinceSale('2025-04-10', '2026-06-30')).toBe('1 year 2 months')
    expect(timeSinceSale('2026-06-20', '2026-06-30')).toBe('under a month')
    expect(timeSinceSale('2026-07-02', '2026-06-30')).toBe('after the date of valuation')
  })

  it('when a sale is adjusted, then its percentages add up and apply to its price', () => {
    const adjusted = sale({ adjustments: { location: 5, size: -10, condition: 2.5, time: 0 } })
    expect(adjustedPrice(adjusted)).toBe(975_000)
    expect(adjustedPrice(sale())).toBe(1_000_000)
  })

  it('when sales are adjusted, then the range runs from the lowest to the highest adjusted price', () => {
    expect(
      adjustedRange([
        sale({ price: 900_000, adjustments: { location: 10, size: 0, condition: 0, time: 0 } }),
        sale({ price: 1_100_000, adjustments: { location: -5, size: 0, condition: 0, time: 0 } }),
      ]),
    ).toEqual({ low: 990_000, high: 1_045_000 })
    expect(adjustedRange([])).toBeNull()
  })

  it('when a lease has an area, then its rent per m² is computed, and the evidence has a range', () => {
    const lease = (rent: number, area: number | null) =>
      LeaseEvidence.parse({ address: '2 Shop St', leaseStart: '2025-07-01', rent, area })
    expect(rentPerM2(lease(52_000, 130))).toBe(400)
    expect(rentPerM2(lease(52_000, null))).toBeNull()
    expect(rentRange([lease(52_000, 130), lease(90_000, 200), lease(40_000, null)])).toEqual({
      low: 40_000,
      high: 90_000,
      perM2: { low: 400, high: 450 },
    })
  })

  it('when sales are numbered for the map, then 1–9 come first and letters follow', () => {
    expect([0, 8, 9, 19].map(markerLabel)).toEqual(['1', '9', 'A', 'K'])
  })
})

describe('the adjusted evidence', () => {
  it('when sales are adjusted, then it gives their range, median, mean and the median rounded as a value', () => {
    const adjusted = (price: number, time: number) =>
      sale({ price, adjustments: { location: 0, size: 0, condition: 0, time } })
    expect(adjustedEvidence([adjusted(800_000, 2), adjusted(850_000, 0), adjusted(900_000, -5)])).toEqual({
      prices: [816_000, 850_000, 855_000],
      range: { low: 816_000, high: 855_000 },
      median: 850_000,
      mean: 840_333,
      proposed: 850_000,
    })
    expect(adjustedEvidence([adjusted(812_000, 0), adjusted(818_000, 0)])?.proposed).toBe(815_000)
    expect(adjustedEvidence([])).toBeNull()
  })

  it('when a value is rounded, then the step grows with it', () => {
    expect([842_400, 2_345_000, 7_730_000].map(roundedValue)).toEqual([840_000, 2_350_000, 7_750_000])
  })
})
