import { z } from 'zod'

import { positionSources } from '../report/position.ts'

/** Google's session tokens keep an autocomplete and its details call as one billed session. */
const sessionToken = z
  .string()
  .trim()
  .max(100)
  .regex(/^[\w-]*$/, 'Use letters, digits, - and _ only.')
  .optional()

export const AutocompleteQuery = z.object({
  term: z.string().trim().min(2, 'Type at least two characters.').max(200, 'Use at most 200 characters.'),
  sessionToken,
  components: z
    .string()
    .trim()
    .max(100)
    .regex(/^(country:[a-z]{2}\|?)+$/, 'Use country:au.')
    .default('country:au'),
})

export const PlaceQuery = z.object({ sessionToken })
export const PlaceParams = z.object({ id: z.string().trim().min(1).max(500) })

export const Prediction = z.object({
  PlaceId: z.string(),
  Description: z.string(),
  MainText: z.string(),
  SecondaryText: z.string(),
})
export const PlaceDetails = z.object({
  PlaceId: z.string(),
  Address: z.string(),
  Street: z.string(),
  Suburb: z.string(),
  State: z.string(),
  Postcode: z.string(),
  Latitude: z.number(),
  Longitude: z.number(),
  /** How the position was found: the address itself (Google), or its suburb's centre (the built-in index). */
  PositionSource: z.enum(positionSources),
})
