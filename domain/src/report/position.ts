/** How a position was found: geocoded from the address itself, or the centre of its suburb (approximate). */
export const positionSources = ['address', 'suburb'] as const
export type PositionSource = (typeof positionSources)[number]

/** Place ids of our built-in address index, which places an address at its suburb's centre. */
const localIndexId = /^local:/

/**
 * A property's position source as stored, or for a row stored before it was recorded: by the address when a
 * geocoder placed it (a place id that is not our index's), else approximate. Coordinates without a place id
 * came from no geocoder we know, so they count as approximate too.
 */
export function positionSourceOf(snapshot: {
  positionSource?: PositionSource | null
  placeId?: string | null
}): PositionSource {
  if (snapshot.positionSource) return snapshot.positionSource
  return snapshot.placeId && !localIndexId.test(snapshot.placeId) ? 'address' : 'suburb'
}
