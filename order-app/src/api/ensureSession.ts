import { ApiError, apiRequest } from './client.ts'
import { sessionToken, storeSessionToken } from './session.ts'

let opening: Promise<string> | undefined

/** One guest session, so photos at step 3 and the order at step 5 are the same customer's. */
export function ensureSession(): Promise<string> {
  opening ??= open().finally(() => (opening = undefined))
  return opening
}

async function open(): Promise<string> {
  const existing = sessionToken()
  if (existing) {
    const valid = await apiRequest('/api/users/me', { token: existing }).then(
      () => true,
      () => false,
    )
    if (valid) return existing
  }
  try {
    const guest = await apiRequest<{ Token: string }>('/api/users/guest', { method: 'POST' })
    storeSessionToken(guest!.Token)
    return guest!.Token
  } catch (error) {
    // Signed in by the session cookie alone: calls go out with it, no token needed.
    if (error instanceof ApiError && error.status === 403) return ''
    throw error
  }
}
