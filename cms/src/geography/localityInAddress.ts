import { distanceKm, type Position } from '@valuedesk/domain'

import type { Locality } from './localityIndex.ts'

const states = new Set(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'])

/** Letters and digits only, words one space apart: "St. Kilda's" and "st kilda s" compare alike. */
const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `

export const centreOf = (locality: Locality): Position =>
  locality.centre ?? { latitude: locality.latitude, longitude: locality.longitude }

/** Where the locality's name ends in the address (later is nearer the state and postcode), or -1. */
const endOfName = (address: string, locality: Locality) => {
  const name = words(locality.name)
  const at = address.lastIndexOf(name)
  return at < 0 ? -1 : at + name.length
}

/** Of the localities the address names, the one named last, then the longest name ("Kearneys Spring", not "Spring"). */
function named(address: string, candidates: Locality[]) {
  let best: { locality: Locality; end: number } | undefined
  for (const locality of candidates) {
    const end = endOfName(address, locality)
    if (end < 0) continue
    if (!best || end > best.end || (end === best.end && locality.name.length > best.locality.name.length))
      best = { locality, end }
  }
  return best?.locality
}

/** A name found in several places of a state far apart names none. */
export function localityInAddress(address: string, localities: readonly Locality[]): Locality | undefined {
  const text = words(address)
  const tokens = text.trim().split(' ')
  const postcode = tokens.findLast((token) => /^\d{4}$/.test(token))
  const state = tokens.map((token) => token.toUpperCase()).findLast((token) => states.has(token))
  const byPostcode = postcode
    ? named(
        text,
        localities.filter((locality) => locality.postcode === postcode),
      )
    : undefined
  if (byPostcode) return byPostcode
  if (!state) return undefined
  const inState = localities.filter((locality) => locality.state === state)
  const found = named(text, inState)
  if (!found) return undefined
  const namesakes = inState.filter((locality) => locality.name === found.name)
  const here = centreOf(found)
  return namesakes.every((other) => distanceKm(here, centreOf(other)) <= 10) ? found : undefined
}
