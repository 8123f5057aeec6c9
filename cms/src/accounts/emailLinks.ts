import { createHash, randomBytes } from 'node:crypto'

import { MINUTE_MS } from '@valuedesk/domain'

import { env } from '../env.ts'

/** How long a link that confirms an e-mail address works (once). */
export const EMAIL_LINK_MINUTES = 60

/** What is kept of a link's token: its SHA-256, so a copy of the database holds no link that works. */
export const hashOfToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * A new link's token, for the e-mail, and what the account keeps of it. `page`: the site's page the link opens
 * (the confirmation of an address, or the claim of a guest's order); `about`: the id of what the link is for,
 * read back by `linkSubject` (the hash covers it, so it cannot be changed).
 */
export function newEmailLink(page = '/confirm-email', about?: string) {
  const secret = randomBytes(32).toString('base64url')
  const token = about ? `${about}.${secret}` : secret
  return {
    href: `${env.SERVER_URL}${page}?token=${token}`,
    kept: {
      emailTokenHash: hashOfToken(token),
      emailTokenExpiresAt: new Date(Date.now() + EMAIL_LINK_MINUTES * MINUTE_MS).toISOString(),
    },
  }
}

/** What a link made with `about` is for (the part before its dot), or undefined. */
export const linkSubject = (token: string): string | undefined => /^([\w-]{1,64})\.[\w-]+$/.exec(token)?.[1]
