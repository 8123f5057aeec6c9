import { describe, expect, it } from 'vitest'

import { HOUR_MS } from '../durations.ts'
import { TRACK_RECORD_MINIMUM, trackRecord } from './trackRecord.ts'

const delivery = (hours: number) => {
  const start = Date.parse('2026-11-02T00:00:00Z')
  return {
    dueAt: new Date(start + 72 * HOUR_MS).toISOString(),
    deliveredAt: new Date(start + hours * HOUR_MS).toISOString(),
  }
}

describe('the record the site states, from our deliveries', () => {
  it('when there are too few deliveries, then no record is stated', () => {
    expect(trackRecord(Array.from({ length: TRACK_RECORD_MINIMUM - 1 }, () => delivery(20)))).toBeNull()
  })

  it.each([
    { hours: [...Array(10).fill(10), ...Array(11).fill(30)], median: 30, within: 100 },
    { hours: [...Array(10).fill(10), ...Array(10).fill(31)], median: 21, within: 100 },
    { hours: [...Array(15).fill(40), ...Array(5).fill(90)], median: 40, within: 75 },
  ])(
    'when deliveries took $median hours in the middle, then that is the median',
    ({ hours, median, within }) => {
      expect(trackRecord(hours.map(delivery))).toEqual({
        delivered: hours.length,
        medianHours: median,
        withinPromise: within,
      })
    },
  )

  it('when a delivery has no usable times, then it is not counted', () => {
    const broken = { dueAt: 'not a date', deliveredAt: '2026-11-03T00:00:00Z' }
    expect(
      trackRecord([
        ...Array(20)
          .fill(0)
          .map(() => delivery(12)),
        broken,
      ])?.delivered,
    ).toBe(20)
  })
})
