import { describe, expect, it } from 'vitest'

import { productFor, quoteFor, type FeeRow } from './fees.ts'

const rows: FeeRow[] = [
  {
    id: 1,
    code: 'residential-dwelling',
    name: 'Single residential dwelling',
    feeIncGst: 220,
    consolidatedFeeIncGst: 418,
  },
  { id: 2, code: 'duplex', name: 'Duplex', feeIncGst: 275, consolidatedFeeIncGst: 495 },
  { id: 3, code: 'strata-commercial', name: 'Strata commercial', feeIncGst: 385, consolidatedFeeIncGst: 660 },
  {
    id: 4,
    code: 'single-occupancy-commercial',
    name: 'Single-occupancy non-strata commercial',
    feeIncGst: 550,
    consolidatedFeeIncGst: 880,
  },
  { id: 5, code: 'rural', name: 'Rural', feeIncGst: 550, consolidatedFeeIncGst: 880 },
  { id: 6, code: 'multi-tenancy', name: 'Multi-tenancy', feeIncGst: 770, consolidatedFeeIncGst: 1320 },
]

describe('productFor: which fee row prices a property (spec section 9)', () => {
  it.each([
    ['residential', 'house', false, 1, 'residential-dwelling'],
    ['residential', 'apartment', true, 1, 'residential-dwelling'],
    ['residential', 'duplex', false, 2, 'duplex'],
    ['residential', 'townhouse-complex', false, 6, 'multi-tenancy'],
    ['residential', 'apartment-block', false, 8, 'multi-tenancy'],
    ['office-medical', 'strata', true, 1, 'strata-commercial'],
    ['office-medical', 'freestanding', false, 1, 'single-occupancy-commercial'],
    ['office-medical', 'multi-tenanted', false, 3, 'multi-tenancy'],
    ['industrial', 'warehouse-office', true, 1, 'strata-commercial'],
    ['industrial', 'factory', false, 1, 'single-occupancy-commercial'],
    ['industrial', 'light-industrial', false, 4, 'multi-tenancy'],
    ['retail', 'strata', true, 1, 'strata-commercial'],
    ['retail', 'showroom-bulky-goods', false, 1, 'single-occupancy-commercial'],
    ['retail', 'strip-shop', false, 5, 'multi-tenancy'],
    ['rural', 'grazing', false, 1, 'rural'],
    ['rural', 'hobby-farm', false, 1, 'rural'],
  ] as const)(
    'when a %s %s (strata %s, %i tenancies) is priced, then it is %s',
    (classification, type, strataTitled, tenancies, expected) => {
      expect(productFor({ classification, type, strataTitled, tenancies })).toBe(expected)
    },
  )
})

describe('quoteFor', () => {
  it('when a house is valued, then the price is $220 with $20 GST, from the fee row', () => {
    expect(
      quoteFor({ classification: 'residential', type: 'house', tenancies: 1, reportKind: 'value' }, rows),
    ).toMatchObject({ productId: 1, totalCents: 22000, gstCents: 2000 })
  })

  it('when a value and a rent are both asked for, then the consolidated fee applies (within $418–$1,320)', () => {
    const house = quoteFor(
      { classification: 'residential', type: 'house', tenancies: 1, reportKind: 'both' },
      rows,
    )!
    const block = quoteFor(
      { classification: 'residential', type: 'apartment-block', tenancies: 8, reportKind: 'both' },
      rows,
    )!
    expect([house.totalCents, block.totalCents]).toEqual([41800, 132000])
    expect(house.description).toMatch(/Consolidated/)
  })

  it('when the fee row changes, then the quote follows it (no price lives in code)', () => {
    const raised = rows.map((row) => (row.code === 'duplex' ? { ...row, feeIncGst: 299 } : row))
    expect(
      quoteFor({ classification: 'residential', type: 'duplex', tenancies: 2, reportKind: 'value' }, raised)
        ?.totalCents,
    ).toBe(29900)
  })

  it('when the fee table lacks the row, then there is no quote rather than a wrong one', () => {
    expect(
      quoteFor(
        { classification: 'rural', type: 'grazing', tenancies: 1, reportKind: 'value' },
        rows.filter((row) => row.code !== 'rural'),
      ),
    ).toBeUndefined()
  })
})
