import { describe, expect, it } from 'vitest'

import type { PropertyClassification } from '../property/catalogue.ts'
import { suggestAdjustments, withSuggestion } from './adjustmentSuggestions.ts'
import { ComparableSale, noSubjectMeasures, type SubjectMeasures } from './blocks.ts'

const sale = (saleDate: string, price: number, fields: Partial<ComparableSale> = {}) =>
  ComparableSale.parse({ address: `${price} Test St, Paddington QLD 4064`, saleDate, price, ...fields })
const subject = (fields: Partial<SubjectMeasures>): SubjectMeasures => ({ ...noSubjectMeasures, ...fields })

/** Three 600 m² blocks, their rate rising about 1.5% a month to the date of value, 2026-07-01. */
const rising = [
  sale('2026-01-01', 600_000, { landArea: 600 }),
  sale('2026-03-01', 618_000, { landArea: 600 }),
  sale('2026-05-01', 636_000, { landArea: 600 }),
]

type Case = {
  when: string
  sales: ComparableSale[]
  subject: SubjectMeasures
  classification?: PropertyClassification
  size: (number | null)[]
  time: (number | null)[]
}

const cases: Case[] = [
  {
    when: 'the sales rise steadily, then older sales are adjusted up for time, more the older they are',
    sales: rising,
    subject: subject({ landArea: 600 }),
    size: [0, 0, 0],
    time: [9, 6, 3],
  },
  {
    when: 'fewer than three sales have the measure, then no time adjustment is suggested',
    sales: rising.slice(0, 2),
    subject: subject({ landArea: 600 }),
    size: [0, 0],
    time: [null, null],
  },
  {
    when: 'the rates scatter with no trend, then no time adjustment is suggested',
    sales: [
      sale('2026-01-01', 600_000, { landArea: 600 }),
      sale('2026-03-01', 700_000, { landArea: 600 }),
      sale('2026-05-01', 590_000, { landArea: 600 }),
    ],
    subject: subject({ landArea: 600 }),
    size: [0, 0, 0],
    time: [null, null, null],
  },
  {
    when: 'the property has more land than the sale, then the sale is adjusted up (+ where the property is better)',
    sales: [sale('2026-06-01', 800_000, { landArea: 612 })],
    subject: subject({ landArea: 705 }),
    size: [4.5],
    time: [null],
  },
  {
    when: 'the sale has more land than the property, then it is adjusted down',
    sales: [sale('2026-06-01', 800_000, { landArea: 705 })],
    subject: subject({ landArea: 612 }),
    size: [-4],
    time: [null],
  },
  {
    when: 'the sizes differ tenfold, then the size adjustment is clamped to ±15%',
    sales: [sale('2026-06-01', 800_000, { landArea: 6000 }), sale('2026-06-01', 800_000, { landArea: 60 })],
    subject: subject({ landArea: 600 }),
    size: [-15, 15],
    time: [null, null],
  },
  {
    when: 'the property has a building area, then a home is compared by building, not land',
    sales: [sale('2026-06-01', 800_000, { landArea: 600, buildingArea: 200 })],
    subject: subject({ landArea: 600, buildingArea: 250 }),
    size: [12],
    time: [null],
  },
  {
    when: 'the property’s measure is not known, then no size adjustment is suggested',
    sales: [sale('2026-06-01', 800_000, { landArea: 600 })],
    subject: subject({}),
    size: [null],
    time: [null],
  },
  {
    when: 'a commercial property, then it is compared by lettable area (a sale’s building area standing in)',
    sales: [sale('2026-06-01', 2_000_000, { landArea: 5000, buildingArea: 1000 })],
    subject: subject({ landArea: 900, lettableArea: 1100 }),
    classification: 'office-medical',
    size: [8],
    time: [null],
  },
  {
    when: 'a sale after the date of value, then it gets no time adjustment',
    sales: [...rising, sale('2026-08-01', 660_000, { landArea: 600 })],
    subject: subject({ landArea: 600 }),
    size: [0, 0, 0, 0],
    time: [9, 6, 3, null],
  },
]

describe('suggested size and time adjustments', () => {
  it.each(cases)('when $when', ({ sales, subject, classification = 'residential', size, time }) => {
    const suggested = suggestAdjustments({ sales, subject, valuationDate: '2026-07-01', classification })
    expect(suggested.map((each) => each.size)).toEqual(size)
    expect(suggested.map((each) => each.time)).toEqual(time)
  })

  it('when a figure is suggested, then its reason says where it comes from', () => {
    const [first] = suggestAdjustments({
      sales: [sale('2026-01-01', 705_000, { landArea: 705 }), ...rising.slice(1)],
      subject: subject({ landArea: 612 }),
      valuationDate: '2026-07-01',
      classification: 'residential',
    })
    expect(first?.reasons).toEqual([
      expect.stringMatching(
        /^Time: \+\d+\.\d% — the sales show \+\d\.\d\d% a month over 4 months, and this one sold 6 months before the date of value$/,
      ),
      'Size: −4.0% — the sale’s 705 m² of land against the property’s 612 m² (price rising with area to the power 0.30, from the default)',
    ])
  })
})

describe('a suggestion written into a sale', () => {
  const suggestion = { size: -4, time: 1.5, reasons: [] }
  it('when size and time are still 0, then both are filled and location and condition kept', () => {
    const filled = withSuggestion(
      sale('2026-06-01', 800_000, { adjustments: { location: 2, size: 0, condition: -1, time: 0 } }),
      suggestion,
    )
    expect(filled?.adjustments).toEqual({ location: 2, size: -4, condition: -1, time: 1.5 })
  })
  it('when the valuer typed a figure, then it is kept', () => {
    const typed = sale('2026-06-01', 800_000, {
      adjustments: { location: 0, size: 3, condition: 0, time: 0 },
    })
    expect(withSuggestion(typed, suggestion)?.adjustments).toEqual({
      location: 0,
      size: 3,
      condition: 0,
      time: 1.5,
    })
    expect(
      withSuggestion({ ...typed, adjustments: { ...typed.adjustments, time: 2 } }, suggestion),
    ).toBeNull()
  })
})
