import { ApiError, apiRequest } from './client.ts'
import { sessionToken, storeSessionToken } from './session.ts'

let opening: Promise<string> | undefined

/**
 * A session to order with: the customer's own when signed in, else a guest session opened once
 * (POST /api/users/guest), so photos uploaded at step 3 and the order placed at step 5 are the same customer's.
 * Photos chosen together share one request for it.
 */
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
