import { describe, expect, it } from 'vitest'

import { HOUR_MS, MINUTE_MS } from '../durations.ts'
import {
  defaultListStatuses,
  formatTimeLeft,
  openStatuses,
  statusLabel,
  trackingStages,
  valuationStatuses,
} from './status.ts'

describe('the time left to a due time', () => {
  const due = Date.UTC(2026, 10, 27, 9, 0, 0)
  it.each([
    [72 * HOUR_MS, '72 h 0 min left'],
    // 71 h 59 min 50 s: once read as "71 h 60 min left".
    [71 * HOUR_MS + 59 * MINUTE_MS + 50_000, '72 h 0 min left'],
    [71 * HOUR_MS + 59 * MINUTE_MS + 20_000, '71 h 59 min left'],
    [HOUR_MS, '1 h 0 min left'],
    [59 * MINUTE_MS + 40_000, '1 h 0 min left'],
    [59 * MINUTE_MS, '59 min left'],
    [10_000, '1 min left'],
  ])('when %i ms are left, then it reads "%s"', (left, reads) => {
    expect(formatTimeLeft(new Date(due), due - left)).toBe(reads)
  })

  it('when the due time has passed, then there is no time left to show', () => {
    expect(formatTimeLeft(new Date(due), due)).toBeNull()
    expect(formatTimeLeft(new Date(due), due + 1)).toBeNull()
  })
})

describe('statusLabel', () => {
  it('when a status is shown to a person, then it reads in words, from its number or as the database keeps it', () => {
    expect(statusLabel(20)).toBe('In progress')
    expect(statusLabel('20')).toBe('In progress')
    expect(statusLabel(0)).toBe('Awaiting payment')
    expect(statusLabel(50)).toBe('Completed')
  })

  it('when a number is no status, then it reads as itself', () => {
    expect(statusLabel(99)).toBe('99')
  })
})

describe('the status table', () => {
  it('when the statuses are read from the table, then they keep the spec’s numbers, in the stored order', () => {
    expect(valuationStatuses).toEqual({ None: 0, Pending: 10, InProgress: 20, Deleted: 40, Completed: 50 })
    expect(Object.values(valuationStatuses)).toEqual([0, 10, 20, 40, 50])
  })

  it('when lists, open work and the tracking page read the table, then each has its statuses', () => {
    expect(defaultListStatuses).toEqual([10, 20, 50])
    expect(openStatuses).toEqual([10, 20])
    expect(trackingStages.map((stage) => stage.status)).toEqual([0, 10, 20, 50])
  })
})
