/**
 * A call of our own /api from an admin screen, with the admin's cookie: the answer's body, or an Error
 * carrying what the API said went wrong (its message, or the fields' messages), ready for a toast.
 */
export async function apiCall<T>(path: string, init: RequestInit = {}): Promise<T> {
  // A form (an upload) sets its own multipart content type.
  const json = !(init.body instanceof FormData)
  const response = await fetch(path, {
    credentials: 'include',
    ...init,
    headers: json ? { 'content-type': 'application/json', ...init.headers } : init.headers,
  })
  const body = await response.json().catch(() => ({}))
  if (!response.ok)
    throw new Error(
      body.message ?? (Object.values(body).flat().join(' ') || 'That did not work; please try again.'),
    )
  return body as T
}

/** POST a JSON body. */
export const postJson = <T>(path: string, json?: unknown) =>
  apiCall<T>(path, { method: 'POST', body: json === undefined ? undefined : JSON.stringify(json) })
