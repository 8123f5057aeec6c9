export const positionSources = ['address', 'suburb'] as const
export type PositionSource = (typeof positionSources)[number]

/** Place ids of our built-in address index, which places an address at its suburb's centre. */
const localIndexId = /^local:/

/** Coordinates without a place id came from no geocoder we know, so they count as approximate. */
export function positionSourceOf(snapshot: {
  positionSource?: PositionSource | null
  placeId?: string | null
}): PositionSource {
  if (snapshot.positionSource) return snapshot.positionSource
  return snapshot.placeId && !localIndexId.test(snapshot.placeId) ? 'address' : 'suburb'
}
