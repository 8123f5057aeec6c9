import { describe, expect, it } from 'vitest'

import { formatDueTime } from '../valuation/status.ts'
import { calendarDate, dateTime, formatDate, formatStaffMoment, retrospectiveDateProblem } from './dates.ts'

describe('calendarDate', () => {
  it('when the date exists and lies from 1900 to 2999, then it passes', () => {
    for (const date of ['1900-01-01', '2024-02-29', '2027-06-30', '2999-12-31'])
      expect(calendarDate().safeParse(date).success, date).toBe(true)
  })

  it('when the date cannot exist, is out of range or is not YYYY-MM-DD, then it is refused', () => {
    for (const date of [
      '2023-02-29',
      '2023-02-30',
      '2023-13-01',
      '2023-00-10',
      '0000-01-01',
      '0001-01-01',
      '1899-12-31',
      '3000-01-01',
      '30/06/2026',
      '2023-6-1',
      '',
    ])
      expect(calendarDate().safeParse(date).success, date).toBe(false)
  })
})

describe('dateTime', () => {
  it('when it is a real moment with its offset, from 1900 to 2999, then it passes', () => {
    for (const text of ['2024-06-30T10:00:00Z', '2024-06-30T10:00:00+10:00', '2999-12-31T23:59:59Z'])
      expect(dateTime().safeParse(text).success, text).toBe(true)
  })

  it('when the time cannot exist or falls outside 1900 to 2999 in UTC, then it is refused', () => {
    for (const text of [
      '2023-02-30T10:00:00Z',
      '2023-06-01T25:00:00Z',
      '0000-01-01T00:00:00Z',
      '2999-12-31T23:59:59-14:00',
      '2024-06-30',
    ])
      expect(dateTime().safeParse(text).success, text).toBe(false)
  })
})

describe('retrospectiveDateProblem', () => {
  it('when the date is real, past and not before 20 September 1985, then there is none', () => {
    expect(retrospectiveDateProblem('1985-09-20', '2026-01-01')).toBeUndefined()
    expect(retrospectiveDateProblem('2026-01-01', '2026-01-01')).toBeUndefined()
  })

  it('when it is no date, in the future or too early, then it says which', () => {
    expect(retrospectiveDateProblem('0000-01-01', '2026-01-01')).toMatch(/real date/)
    expect(retrospectiveDateProblem('2026-01-02', '2026-01-01')).toMatch(/future/)
    expect(retrospectiveDateProblem('1985-09-19', '2026-01-01')).toMatch(/1985/)
  })
})

describe('formatDueTime', () => {
  it('when a due time is shown, then it reads on the Brisbane clock, with the weekday', () => {
    expect(formatDueTime('2026-06-11T05:00:00Z')).toBe('Thursday 11 June at 3:00 pm')
    expect(formatDueTime('2026-06-11T15:30:00Z')).toBe('Friday 12 June at 1:30 am')
  })
})

describe('formatDate', () => {
  it('when given a calendar date, then it reads as that day', () => {
    expect(formatDate('2026-06-30')).toBe('30 June 2026')
    expect(formatDate('2025-11-19', 'short')).toBe('19 Nov 2025')
  })

  it('when given a moment, then it reads as the day it is in Brisbane', () => {
    expect(formatDate('2026-06-29T14:30:00Z')).toBe('30 June 2026')
    expect(formatDate('2026-06-29T13:59:00Z')).toBe('29 June 2026')
  })

  it('when the date cannot exist, then it is shown as given', () => {
    for (const value of ['2026-02-30', 'soon']) expect(formatDate(value)).toBe(value)
  })
})

describe('formatStaffMoment', () => {
  it('shows a moment on Brisbane’s clock, Australian order, with the zone named', () => {
    // 23:30 UTC is 9:30 am the next day in Brisbane (UTC+10).
    expect(formatStaffMoment('2026-11-23T23:30:00Z')).toBe('24 Nov 2026, 9:30 am AEST (Brisbane)')
  })
  it('leaves something that is not a moment as it was', () => {
    expect(formatStaffMoment('soon')).toBe('soon')
  })
})
