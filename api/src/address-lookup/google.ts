import { AppError } from '@valuedesk/domain'
import type { PlaceDetails, Prediction } from './addressLookup.service.ts'

type Config = { apiKey: string; baseUrl: string }

type GooglePrediction = {
  place_id: string
  description: string
  structured_formatting?: { main_text?: string; secondary_text?: string }
}
type AddressComponent = { long_name: string; short_name: string; types: string[] }
type GooglePlace = {
  place_id: string
  formatted_address: string
  address_components: AddressComponent[]
  geometry?: { location?: { lat: number; lng: number } }
}

async function call<T>(config: Config, path: string, params: Record<string, string | undefined>): Promise<T> {
  const url = new URL(path, config.baseUrl)
  for (const [key, value] of Object.entries({ ...params, key: config.apiKey }))
    if (value) url.searchParams.set(key, value)
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) }).catch(() => undefined)
  const body = (await response?.json().catch(() => undefined)) as (T & { status?: string }) | undefined
  if (!response?.ok || !body || (body.status && body.status !== 'OK' && body.status !== 'ZERO_RESULTS'))
    throw new AppError(
      502,
      'address_service',
      'Address search is unavailable just now; please type the address in full.',
    )
  return body
}

export async function googleSuggestions(
  config: Config,
  term: string,
  sessionToken: string | undefined,
  components: string,
): Promise<Prediction[]> {
  const body = await call<{ predictions?: GooglePrediction[] }>(config, '/maps/api/place/autocomplete/json', {
    input: term,
    sessiontoken: sessionToken,
    components,
    types: 'address',
  })
  return (body.predictions ?? []).map((p) => ({
    PlaceId: p.place_id,
    Description: p.description,
    MainText: p.structured_formatting?.main_text ?? p.description,
    SecondaryText: p.structured_formatting?.secondary_text ?? '',
  }))
}

export async function googlePlaceDetails(
  config: Config,
  placeId: string,
  sessionToken: string | undefined,
): Promise<PlaceDetails | undefined> {
  const body = await call<{ result?: GooglePlace }>(config, '/maps/api/place/details/json', {
    place_id: placeId,
    sessiontoken: sessionToken,
    fields: 'address_component,formatted_address,geometry,place_id',
  })
  const place = body.result
  if (!place) return undefined
  const part = (type: string, short = false) =>
    place.address_components.find((c) => c.types.includes(type))?.[short ? 'short_name' : 'long_name'] ?? ''
  return {
    PlaceId: place.place_id,
    Address: place.formatted_address.replace(/, Australia$/, ''),
    Street: [part('subpremise'), [part('street_number'), part('route')].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join('/'),
    Suburb: part('locality'),
    State: part('administrative_area_level_1', true),
    Postcode: part('postal_code'),
    Latitude: place.geometry?.location?.lat ?? 0,
    Longitude: place.geometry?.location?.lng ?? 0,
    PositionSource: 'address',
  }
}
