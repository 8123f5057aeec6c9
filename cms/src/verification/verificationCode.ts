import { randomInt } from 'node:crypto'
import type { Payload } from 'payload'

import {
  formatVerificationCode,
  VERIFICATION_ALPHABET,
  VERIFICATION_CODE_LENGTH,
  verifyPath,
} from '@valuedesk/domain'

import { env } from '../env.ts'

const randomCode = () =>
  formatVerificationCode(
    Array.from(
      { length: VERIFICATION_CODE_LENGTH },
      () => VERIFICATION_ALPHABET[randomInt(VERIFICATION_ALPHABET.length)],
    ).join(''),
  )

/** With 2^50 codes a clash is all but impossible; the unique index refuses one that slips past. */
export async function unusedVerificationCode(payload: Payload): Promise<string> {
  for (;;) {
    const code = randomCode()
    const { totalDocs } = await payload.count({
      collection: 'reports',
      where: { 'verification.code': { equals: code } },
    })
    if (totalDocs === 0) return code
  }
}

export const verifyUrl = (code: string) => `${env.SERVER_URL}${verifyPath(code)}`
