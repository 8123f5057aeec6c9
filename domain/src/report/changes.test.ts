import { describe, expect, it } from 'vitest'

import { noSubjectMeasures, type ReportBlockContent } from './blocks.ts'
import { describeBlockChanges, mergeChangeLines, type BlockVersion } from './changes.ts'

const conclusion = (marketValue: number | null): ReportBlockContent => ({
  type: 'conclusion',
  marketValue,
  rentalValue: null,
  rentalBasis: '',
  basis: 'Market value',
  text: '',
})
const location = (text: string): ReportBlockContent => ({ type: 'location', text })
const version = (id: string | null, content: ReportBlockContent): BlockVersion => ({ id, content })

describe('what a report edit changed', () => {
  it('when a figure and a text change, then each is a line with its value before and after', () => {
    const before = [version('a', location('')), version('b', conclusion(null))]
    const after = [
      version(
        'a',
        location('A quiet court in Kearneys Spring, close to schools, shops and buses on the main road.'),
      ),
      version('b', conclusion(845_000)),
    ]
    expect(describeBlockChanges(before, after)).toEqual([
      'Location and map — text: empty → “A quiet court in Kearneys Spring, close to schools, shops…”',
      'Valuation conclusion — market value: empty → $845,000',
    ])
  })

  it('when blocks are added, deleted and moved, then each says so by heading and position', () => {
    const before = [
      version('a', location('x')),
      version('b', conclusion(1)),
      version('c', { type: 'signature' }),
    ]
    const after = [
      version('b', conclusion(1)),
      version('a', location('x')),
      version(null, { type: 'signature' }),
    ]
    expect(describeBlockChanges(before, after)).toEqual([
      'Deleted block 3, Valuer’s certification and signature',
      'Moved Valuation conclusion to position 1',
      'Moved Location and map to position 2',
      'Added block 3, Valuer’s certification and signature',
    ])
  })

  it('when an item of a list changes, then the line names the item and its field', () => {
    const sale = {
      address: '8 Wendover Court',
      saleDate: '2026-05-18',
      price: 862_000,
      landArea: null,
      buildingArea: null,
      lettableArea: null,
      passingRent: null,
      marketRent: null,
      carryingCapacity: null,
      waterEntitlement: null,
      bedrooms: null,
      bathrooms: null,
      carSpaces: null,
      latitude: null,
      longitude: null,
      adjustments: { location: 0, size: 0, condition: 0, time: 0 },
      comparison: '',
    }
    const sales = (changed: Partial<typeof sale>): ReportBlockContent => ({
      type: 'comparableSales',
      sales: [sale, { ...sale, ...changed }],
      subject: noSubjectMeasures,
      text: '',
      reconciliation: '',
    })
    expect(
      describeBlockChanges(
        [version('s', sales({}))],
        [version('s', sales({ saleDate: '2025-08-24', price: 850_000 }))],
      ),
    ).toEqual([
      'Comparable sales evidence — sale 2, sale date: “2026-05-18” → “2025-08-24”',
      'Comparable sales evidence — sale 2, price: $862,000 → $850,000',
    ])
  })

  it('when nothing changed, then there is nothing to record', () => {
    const blocks = [version('a', location('x'))]
    expect(describeBlockChanges(blocks, blocks)).toEqual([])
  })
})

describe('a sitting of saves, recorded once', () => {
  it.each([
    {
      when: 'a field changes twice',
      earlier: ['Valuation conclusion — market value: empty → $845,000'],
      later: ['Valuation conclusion — market value: $845,000 → $850,000'],
      then: ['Valuation conclusion — market value: empty → $850,000'],
    },
    {
      when: 'a field goes back to where it was',
      earlier: ['Location and map — text: “A” → “AB”', 'Added block 3, Valuer’s certification and signature'],
      later: ['Location and map — text: “AB” → “A”'],
      then: ['Added block 3, Valuer’s certification and signature'],
    },
    {
      when: 'different fields change',
      earlier: ['Comparable sales evidence — sale 1, price: empty → $862,000'],
      later: [
        'Comparable sales evidence — sale 2, price: empty → $790,000',
        'Moved Location and map to position 4',
      ],
      then: [
        'Comparable sales evidence — sale 1, price: empty → $862,000',
        'Comparable sales evidence — sale 2, price: empty → $790,000',
        'Moved Location and map to position 4',
      ],
    },
    {
      when: 'a value itself holds an arrow',
      earlier: ['Location and map — text: “x → y” → “x → y → z”'],
      later: ['Location and map — text: “x → y → z” → “z”'],
      then: ['Location and map — text: “x → y” → “z”'],
    },
    {
      when: 'the later line does not start where the earlier ended (another door wrote between)',
      earlier: ['Valuation conclusion — market value: empty → $845,000'],
      later: ['Valuation conclusion — market value: $900,000 → $850,000'],
      then: [
        'Valuation conclusion — market value: empty → $845,000',
        'Valuation conclusion — market value: $900,000 → $850,000',
      ],
    },
  ])('when $when, then the record reads as one change', ({ earlier, later, then }) => {
    expect(mergeChangeLines(earlier, later)).toEqual(then)
  })
})
