import { describe, expect, it } from 'vitest'

import type { Valuation } from '@valuedesk/cms'

import { dateOfValue, toAccountProperties } from './account.mapper.ts'

let ids = 0
const valuation = (
  address: string,
  { completedAt, retrospectiveDate }: { completedAt?: string; retrospectiveDate?: string } = {},
) =>
  ({
    id: ++ids,
    reference: `VD-${String(ids).padStart(6, '0')}`,
    status: completedAt ? '50' : '10',
    retrospectiveDate,
    snapshot: { id: ids, address },
    history: completedAt ? [{ at: completedAt, from: '20', to: '50' }] : [],
    updatedAt: '2026-01-01T00:00:00.000Z',
  }) as unknown as Valuation

describe('the account’s properties', () => {
  it('when a property was valued twice, then it is listed once with its latest value’s age', () => {
    const properties = toAccountProperties(
      [
        valuation('1 Newer St, Toowoomba QLD 4350'),
        valuation('2 Valued Rd, Toowoomba QLD 4350', { completedAt: '2024-07-10T02:00:00.000Z' }),
        valuation('2  valued rd,  Toowoomba QLD 4350', { completedAt: '2026-07-10T02:00:00.000Z' }),
      ],
      '2026-11-24',
    )
    expect(properties).toEqual([
      expect.objectContaining({ Address: '1 Newer St, Toowoomba QLD 4350', AgeBand: null, Orders: 1 }),
      expect.objectContaining({
        LatestValueDate: '2026-07-10',
        AgeBand: 'under-1',
        AgeLabel: 'Under 1 year old',
        Orders: 2,
      }),
    ])
  })

  it('when a delivered valuation was retrospective, then its value is dated at that date, not its delivery', () => {
    expect(
      dateOfValue(
        valuation('3 Past Pl', { completedAt: '2026-08-01T00:00:00.000Z', retrospectiveDate: '2023-06-30' }),
      ),
    ).toBe('2023-06-30')
    expect(
      toAccountProperties(
        [
          valuation('3 Past Pl', {
            completedAt: '2026-08-01T00:00:00.000Z',
            retrospectiveDate: '2023-06-30',
          }),
        ],
        '2026-11-24',
      )[0]!.AgeBand,
    ).toBe('older')
  })

  it('when a delivery happened late in the evening UTC, then its date is Brisbane’s', () => {
    expect(dateOfValue(valuation('4 Late Ln', { completedAt: '2026-06-29T20:00:00.000Z' }))).toBe(
      '2026-06-30',
    )
  })
})
