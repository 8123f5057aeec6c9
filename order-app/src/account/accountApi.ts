import type { UserResponse } from '@valuedesk/domain'
import { sameSiteTarget } from '@valuedesk/domain/sameSiteTarget'

import { ApiError, apiRequest } from '../api/client.ts'
import { clearSessionToken, sessionToken } from '../api/session.ts'

/** Staff sign in to the back office, not to a customer's account page. */
export const isStaff = (user: Pick<UserResponse, 'Roles'>) =>
  user.Roles.some((role) => role === 'admin' || role === 'editor' || role === 'valuer')

/** A guest session (the order wizard's) has no account to show. */
export async function signedInUser(): Promise<UserResponse | null> {
  const token = sessionToken()
  if (!token) return null
  try {
    return await apiRequest<UserResponse>('/api/users/me', { token })
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export async function signOut() {
  clearSessionToken()
  await apiRequest('/api/auth/logout', { method: 'POST' }).catch(() => undefined)
}

export const signInLink = (next = location.pathname + location.search) =>
  `/sign-in?next=${encodeURIComponent(next)}`

/** Where to go after signing in: the `next` a page sent, if it is a place on this site, else the account. */
export const safeNext = (next: string | null, origin = location.origin) =>
  sameSiteTarget(next, origin, '/account')
