import { createHash, randomBytes } from 'node:crypto'

import { env } from '../env.ts'

/** How long a link that confirms an e-mail address works (once). */
export const EMAIL_LINK_MINUTES = 60

/** What is kept of a link's token: its SHA-256, so a copy of the database holds no link that works. */
export const hashOfToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** A new link's token, for the e-mail, and what the account keeps of it. */
export function newEmailLink() {
  const token = randomBytes(32).toString('base64url')
  return {
    href: `${env.SERVER_URL}/confirm-email?token=${token}`,
    kept: {
      emailTokenHash: hashOfToken(token),
      emailTokenExpiresAt: new Date(Date.now() + EMAIL_LINK_MINUTES * 60_000).toISOString(),
    },
  }
}
