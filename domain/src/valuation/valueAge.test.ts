import { describe, expect, it } from 'vitest'

import { latestThirtyJune, nextThirtyJune, reorderOf, smsfReorderDate, valueAgeBand } from './valueAge.ts'

describe('valueAgeBand', () => {
  it('when the value is less than a year old, then it is under 1 year', () => {
    expect(valueAgeBand('2026-06-30', '2026-11-24')).toBe('under-1')
    expect(valueAgeBand('2025-11-25', '2026-11-24')).toBe('under-1')
  })

  it('when the first anniversary has come, then it is 1–2 years', () => {
    expect(valueAgeBand('2025-11-24', '2026-11-24')).toBe('1-2')
    expect(valueAgeBand('2024-11-25', '2026-11-24')).toBe('1-2')
  })

  it('when the second anniversary has come, then it is 2–3 years', () => {
    expect(valueAgeBand('2024-11-24', '2026-11-24')).toBe('2-3')
  })

  it('when the third anniversary has come, then it is older', () => {
    expect(valueAgeBand('2023-11-24', '2026-11-24')).toBe('older')
    expect(valueAgeBand('1999-01-01', '2026-11-24')).toBe('older')
  })

  it('when the value is dated 29 February, then its anniversary in a common year is 1 March', () => {
    expect(valueAgeBand('2024-02-29', '2025-02-28')).toBe('under-1')
    expect(valueAgeBand('2024-02-29', '2025-03-01')).toBe('1-2')
  })

  it('when the date is after today or not a date, then it is under 1 year', () => {
    expect(valueAgeBand('2027-06-30', '2026-11-24')).toBe('under-1')
    expect(valueAgeBand('not a date', '2026-11-24')).toBe('under-1')
  })
})

describe('the 30 June a re-order is for', () => {
  it('when it is before 30 June, then the next is this year’s and the latest last year’s', () => {
    expect(nextThirtyJune('2026-03-01')).toBe('2026-06-30')
    expect(latestThirtyJune('2026-03-01')).toBe('2025-06-30')
  })

  it('when it is after 30 June, then the next is next year’s and the latest this year’s', () => {
    expect(nextThirtyJune('2026-11-24')).toBe('2027-06-30')
    expect(latestThirtyJune('2026-11-24')).toBe('2026-06-30')
  })

  it('when it is 30 June, then the re-order is a current valuation', () => {
    expect(smsfReorderDate('2026-06-30')).toEqual({ date: '2026-06-30', basis: 'current' })
  })

  it('when the next 30 June is still to come, then the re-order is retrospective at the latest one (no future dates)', () => {
    expect(smsfReorderDate('2026-11-24')).toEqual({ date: '2026-06-30', basis: 'retrospective' })
    expect(smsfReorderDate('2027-01-10')).toEqual({ date: '2026-06-30', basis: 'retrospective' })
  })
})

describe('reorderOf', () => {
  it('when the order was for SMSF reporting, then the button names the 30 June it is for', () => {
    expect(reorderOf('smsf-reporting', null, '2026-11-24')).toEqual({
      label: 'Order again for 30 June 2026',
      basis: 'retrospective',
      dateOfValue: '2026-06-30',
    })
  })

  it('when the order already values the property at that 30 June, then the re-order is today’s value, not the same date again', () => {
    expect(reorderOf('smsf-reporting', '2026-06-30', '2026-11-24')).toEqual({
      label: 'Order again',
      basis: 'current',
      dateOfValue: null,
    })
    expect(reorderOf('smsf-reporting', '2025-06-30', '2026-11-24').dateOfValue).toBe('2026-06-30')
  })

  it('when the order was for another purpose, then it is a plain re-order at today’s value', () => {
    expect(reorderOf('capital-gains-tax', null, '2026-11-24')).toEqual({
      label: 'Order again',
      basis: 'current',
      dateOfValue: null,
    })
  })
})
