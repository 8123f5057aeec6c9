import { z } from 'zod'

import { env } from '@valuedesk/cms'
import {
  AutocompleteQuery,
  PlaceDetails,
  PlaceParams,
  PlaceQuery,
  Prediction,
} from '@valuedesk/domain/api/addressLookup'

import { AppError } from '@valuedesk/domain'
import { defineRoute } from '../http/route.ts'
import { localPlaceDetails, suggestLocalAddresses } from './addressLookup.service.ts'
import { googlePlaceDetails, googleSuggestions } from './google.ts'

const google = () =>
  env.GOOGLE_MAPS_API_KEY ? { apiKey: env.GOOGLE_MAPS_API_KEY, baseUrl: env.GOOGLE_MAPS_API_URL } : undefined

export const addressLookupRoutes = [
  defineRoute({
    method: 'get',
    path: '/geo/google/autocomplete',
    summary:
      'Address suggestions: Google Places when configured, else the built-in index of Australian localities',
    tag: 'Geo',
    access: 'anonymous',
    // Typing an address asks on every keystroke, and writes nothing: counted per process (SECURITY.md).
    rateLimit: { limit: 120, windowSeconds: 60, perProcess: true },
    query: AutocompleteQuery,
    response: z.array(Prediction),
    handler: async ({ query }) => {
      const config = google()
      return config
        ? googleSuggestions(config, query.term, query.sessionToken, query.components)
        : suggestLocalAddresses(query.term)
    },
  }),
  defineRoute({
    method: 'get',
    path: '/geo/google/places/:id',
    summary: 'The parts and coordinates of a suggested address',
    tag: 'Geo',
    access: 'anonymous',
    rateLimit: { limit: 60, windowSeconds: 60, perProcess: true },
    params: PlaceParams,
    query: PlaceQuery,
    response: PlaceDetails,
    handler: async ({ params, query }) => {
      const config = google()
      const details =
        params.id.startsWith('local:') || !config
          ? localPlaceDetails(params.id)
          : await googlePlaceDetails(config, params.id, query.sessionToken)
      if (!details) throw AppError.notFound('No such place.')
      return details
    },
  }),
]
