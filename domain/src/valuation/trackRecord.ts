import { HOUR_MS } from '../durations.ts'
import { TURNAROUND_HOURS } from './status.ts'

export type TrackRecord = { delivered: number; medianHours: number; withinPromise: number }

/** Fewer deliveries than this and the site states no record: a median of three is no evidence. */
export const TRACK_RECORD_MINIMUM = 20

/** Time on hold is added to the due time, so it is left out here too. */
export function trackRecord(deliveries: { dueAt: string; deliveredAt: string }[]): TrackRecord | null {
  if (deliveries.length < TRACK_RECORD_MINIMUM) return null
  const hours = deliveries
    .map(
      ({ dueAt, deliveredAt }) =>
        (Date.parse(deliveredAt) - (Date.parse(dueAt) - TURNAROUND_HOURS * HOUR_MS)) / HOUR_MS,
    )
    .filter((each) => Number.isFinite(each) && each >= 0)
    .sort((a, b) => a - b)
  if (hours.length < TRACK_RECORD_MINIMUM) return null
  const middle = Math.floor(hours.length / 2)
  const median = hours.length % 2 ? hours[middle]! : (hours[middle - 1]! + hours[middle]!) / 2
  return {
    delivered: hours.length,
    medianHours: Math.round(median),
    withinPromise: Math.round((hours.filter((each) => each <= TURNAROUND_HOURS).length / hours.length) * 100),
  }
}
