import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

import type { User } from '@valuedesk/cms'

import { AppError } from '@valuedesk/domain'

export type Session = { token: string; expires: Date; user: User; cookie: string }

/** The one answer to a failed login: it never says whether the address has an account. */
const refused = () =>
  AppError.unauthorized(
    'The e-mail address or password is incorrect, or the address is not confirmed yet (follow the link we e-mailed).',
  )

export async function logIn(payload: Payload, email: string, password: string): Promise<Session> {
  const result = await payload
    .login({ collection: 'users', data: { email, password } })
    .catch((error: Error & { status?: number }) => {
      if (error.status === 401) throw refused()
      throw error
    })
  if (!result.token || !result.user) throw refused()
  return {
    token: result.token,
    expires: new Date((result.exp ?? 0) * 1000),
    user: result.user,
    cookie: sessionCookie(payload, result.token),
  }
}

/** Payload's HttpOnly session cookie for a token, so links and the admin work as the same user. */
export const sessionCookie = (payload: Payload, token: string): string =>
  generatePayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  })

export const expiredSessionCookie = (payload: Payload): string =>
  generateExpiredPayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
  })

/** The token stops working at once in every process (afterLogout drops it from the verified callers). */
export async function endSession(payload: Payload, user: User): Promise<void> {
  const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
  await logoutOperation({ collection: payload.collections.users, req })
}
