import { z } from 'zod'

import { Postcode } from '../order/schemas.ts'

const id = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)])

export const CountryRequest = z.strictObject({
  Name: z.string().trim().min(1, 'Enter the country’s name.').max(100),
  Code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Use the two-letter ISO code, like AU.')
    .transform((code) => code.toUpperCase()),
})
export const CountryPatch = CountryRequest.partial()
export const CountryResponse = z.object({ CountryId: id, Name: z.string(), Code: z.string() })

export const ZoneRequest = z.strictObject({
  Name: z.string().trim().min(1, 'Enter the zone’s name.').max(100),
  // Letters and digits only (a state's code, like QLD or NSW), 10 at most as the database counts them.
  Code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,10}$/, 'Enter a short code of letters and digits, like QLD.'),
})
export const ZonePatch = ZoneRequest.partial()
export const ZoneResponse = z.object({
  ZoneId: id,
  CountryId: id,
  Name: z.string(),
  Code: z.string(),
  PostcodeCount: z.number().int(),
})

export const PostcodeRequest = z.strictObject({
  Postcode,
})
export const PostcodeParams = z.object({
  id: z.string().regex(/^[\w-]{1,64}$/, 'Not a valid id.'),
  postcode: PostcodeRequest.shape.Postcode,
})
