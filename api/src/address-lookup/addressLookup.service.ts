import { localities, localityById, type Locality } from '@valuedesk/cms'
import type { PositionSource } from '@valuedesk/domain'

export type Prediction = { PlaceId: string; Description: string; MainText: string; SecondaryText: string }
export type PlaceDetails = {
  PlaceId: string
  Address: string
  Street: string
  Suburb: string
  State: string
  Postcode: string
  Latitude: number
  Longitude: number
  /** Google places the address itself; the built-in index only its suburb. */
  PositionSource: PositionSource
}

const states = new Set(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'])

/** "14 Carrowbrook Ct, Kearneys Spring QLD" → street, locality, state; without a comma, the last words. */
function parseTerm(term: string) {
  const words = term.trim().replace(/\s+/g, ' ')
  const [street, rest] = words.includes(',')
    ? [words.slice(0, words.lastIndexOf(',')).trim(), words.slice(words.lastIndexOf(',') + 1).trim()]
    : ['', words]
  const tokens = rest.split(' ')
  const postcode = tokens.find((token) => /^\d{4}$/.test(token))
  const state = tokens.map((token) => token.toUpperCase()).find((token) => states.has(token))
  const place = tokens.filter((token) => token !== postcode && token.toUpperCase() !== state).join(' ')
  return { street, place, postcode, state }
}

const encode = (street: string, locality: Locality) =>
  `local:${locality.id}:${Buffer.from(street).toString('base64url')}`

export function suggestLocalAddresses(term: string, limit = 8): Prediction[] {
  const { street, place, postcode, state } = parseTerm(term)
  if (!place && !postcode) return []
  const candidates: { locality: Locality; street: string; score: number }[] = []
  const words = place.split(' ').filter(Boolean)
  const lowerWords = words.map((word) => word.toLowerCase())
  // Made once, not per locality (a hundred one-letter words held the event loop for a second).
  const tails = lowerWords.map((_, start) => lowerWords.slice(start).join(' '))
  for (const locality of localities()) {
    // A property is in a street-delivered locality: a post office box's ("Toowoomba Bc") is no address.
    if (!locality.deliveryArea) continue
    if (postcode && locality.postcode !== postcode) continue
    if (state && locality.state !== state) continue
    const name = locality.name.toLowerCase()
    // Try the longest tail of the typed words that starts the locality's name; the words before it are the street.
    let matched = postcode && !words.length ? { street, score: 1 } : undefined
    for (let start = 0; start < words.length && !matched; start++) {
      const tail = tails[start]!
      // Words matched count most (so "Kearneys Spr" prefers Kearneys Spring to Spreadborough), then an exact name.
      if (tail.length <= name.length && name.startsWith(tail))
        matched = {
          street: [street, words.slice(0, start).join(' ')].filter(Boolean).join(', '),
          score: (words.length - start) * 10 + (name === tail ? 1 : 0),
        }
    }
    if (matched) candidates.push({ locality, street: matched.street, score: matched.score })
  }
  const best = Math.floor(Math.max(0, ...candidates.map((candidate) => candidate.score)) / 10)
  return candidates
    .filter((candidate) => Math.floor(candidate.score / 10) === best)
    .sort((a, b) => b.score - a.score || a.locality.name.localeCompare(b.locality.name))
    .slice(0, limit)
    .map(({ locality, street: streetPart }) => {
      const secondary = `${locality.name} ${locality.state} ${locality.postcode}`
      return {
        PlaceId: encode(streetPart, locality),
        Description: streetPart ? `${streetPart}, ${secondary}` : secondary,
        MainText: streetPart || locality.name,
        SecondaryText: streetPart ? secondary : `${locality.state} ${locality.postcode}`,
      }
    })
}

export function localPlaceDetails(placeId: string): PlaceDetails | undefined {
  const match = /^local:(\d+):([\w-]*)$/.exec(placeId)
  if (!match) return undefined
  const locality = localityById(Number(match[1]))
  if (!locality) return undefined
  const street = Buffer.from(match[2]!, 'base64url').toString('utf8')
  const line = `${locality.name} ${locality.state} ${locality.postcode}`
  return {
    PlaceId: placeId,
    Address: street ? `${street}, ${line}` : line,
    Street: street,
    Suburb: locality.name,
    State: locality.state,
    Postcode: locality.postcode,
    // The suburb's own centre where the data has one: its postcode's is shared with every suburb in it.
    Latitude: locality.centre?.latitude ?? locality.latitude,
    Longitude: locality.centre?.longitude ?? locality.longitude,
    PositionSource: 'suburb',
  }
}
