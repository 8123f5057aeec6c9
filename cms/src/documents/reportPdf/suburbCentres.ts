import { distanceKm, type Position, type SaleMark } from '@valuedesk/domain'

import { localities } from '../../geography/localities.ts'

export type SuburbCentre = Position & { name: string; state: string; km: number }

/** The plan's reach from the property: room for every comparable within 40 km, and the suburbs around (4 km). */
export const planRadiusKm = (subject: Position, marks: SaleMark[]) =>
  Math.min(
    40,
    Math.max(4, ...marks.map((mark) => distanceKm(subject, mark.position) * 1.2).filter((km) => km <= 40)),
  )

export function suburbCentresNear(subject: Position, radiusKm: number): SuburbCentre[] {
  const near: SuburbCentre[] = []
  for (const locality of localities()) {
    if (!locality.centre || !locality.deliveryArea) continue
    const km = distanceKm(subject, locality.centre)
    if (km <= radiusKm * 1.5)
      near.push({ name: locality.name, state: locality.state, ...locality.centre, km })
  }
  const seen = new Set<string>()
  return near
    .sort((a, b) => a.km - b.km)
    .filter((centre) => {
      const key = `${centre.name}|${centre.state}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
}
