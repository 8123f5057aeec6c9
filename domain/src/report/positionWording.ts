import type { ReportData } from './data.ts'

const degrees = (value: number, positive: string, negative: string) =>
  `${Math.abs(value).toFixed(4)}° ${value < 0 ? negative : positive}`

/** A position from the suburb is said to be approximate, so no reader takes it for the address. */
export function subjectPositionWording(location: ReportData['location']): {
  coordinates: string
  marker: string
} {
  if (!location)
    return {
      coordinates: 'Location not geocoded: no coordinates are held for this address.',
      marker: 'The property’s position is not known.',
    }
  const at = `Latitude ${degrees(location.latitude, 'N', 'S')}, longitude ${degrees(location.longitude, 'E', 'W')}`
  if (location.source === 'address')
    return {
      coordinates: `${at} (WGS 84, from the address).`,
      marker: 'S marks the property at its address.',
    }
  const suburb = location.locality ? `the centre of ${location.locality}` : 'the centre of its suburb'
  return {
    coordinates: `${at} (WGS 84): ${suburb}, not the address itself.`,
    marker: `S marks ${suburb}: the property’s own position is not known; distances are approximate.`,
  }
}
