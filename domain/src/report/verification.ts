import { z } from 'zod'

/** Crockford's base32 (no letter reads as another); 50 random bits, short enough to read aloud. */
export const VERIFICATION_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const VERIFICATION_CODE_LENGTH = 10

export const MAX_VERIFIED_PDF_BYTES = 20 * 1024 * 1024

export const formatVerificationCode = (characters: string) =>
  `${characters.slice(0, 5)}-${characters.slice(5, VERIFICATION_CODE_LENGTH)}`

/** Any other character (a line break, an invisible one) makes it no code. */
export function normaliseVerificationCode(typed: string): string | null {
  const characters = typed.toUpperCase().replace(/[ -]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  if (characters.length !== VERIFICATION_CODE_LENGTH) return null
  if ([...characters].some((character) => !VERIFICATION_ALPHABET.includes(character))) return null
  return formatVerificationCode(characters)
}

export const verifyPath = (code: string) => `/verify/${code}`

export const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'A SHA-256 is 64 hexadecimal digits.')

/** The code in a path: a wrong shape is the same 404 as an unknown code, so the answer hints at nothing. */
export const VerificationParams = z.object({
  code: z.string().max(40).meta({ description: 'The code printed on the report, e.g. 7KQ2M-X9D4R' }),
})

/** Never the value, the fee or the client. */
export const VerificationResponse = z.object({
  Code: z.string(),
  Practice: z.string(),
  Valuer: z.string(),
  /** As printed on the report's date, not today's. */
  Licences: z.array(z.string()),
  Memberships: z.array(z.string()),
  Address: z.string(),
  ValuationDate: z.string(),
  ReportDate: z.string(),
  Version: z.number().int().min(1),
  Sha256: Sha256Hex,
  Current: z.boolean(),
  SupersededBy: z
    .object({ Version: z.number().int(), Code: z.string().nullable(), IssuedAt: z.string() })
    .nullable(),
})
export type VerificationResponse = z.infer<typeof VerificationResponse>

export const VerificationMatchResponse = z.object({
  Code: z.string(),
  Matches: z.boolean(),
  Sha256: Sha256Hex,
  DeliveredSha256: Sha256Hex,
  Current: z.boolean(),
})
export type VerificationMatchResponse = z.infer<typeof VerificationMatchResponse>
