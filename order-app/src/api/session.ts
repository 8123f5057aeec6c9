/** As the spec's client keeps it: local storage under tm_auth, wrapped as a value object. */
const storageKey = 'tm_auth'
let cached: string | null | undefined

export function sessionToken(): string | null {
  if (cached !== undefined) return cached
  try {
    cached =
      (JSON.parse(localStorage.getItem(storageKey) ?? 'null') as { value?: string } | null)?.value ?? null
  } catch {
    cached = null
  }
  return cached
}

export function storeSessionToken(token: string) {
  cached = token
  localStorage.setItem(storageKey, JSON.stringify({ value: token }))
}

export function clearSessionToken() {
  cached = null
  localStorage.removeItem(storageKey)
}
