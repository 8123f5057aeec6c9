import { createHash, randomBytes } from 'node:crypto'

import { MINUTE_MS } from '@valuedesk/domain'

import { env } from '../env.ts'

export const EMAIL_LINK_MINUTES = 60

/** What is kept of a link's token: its SHA-256, so a copy of the database holds no link that works. */
export const hashOfToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The hash covers `about`, so it cannot be changed. */
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

export const linkSubject = (token: string): string | undefined => /^([\w-]{1,64})\.[\w-]+$/.exec(token)?.[1]
