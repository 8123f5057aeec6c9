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
    throw Object.assign(
      new Error(
        body.message ?? (Object.values(body).flat().join(' ') || 'That did not work; please try again.'),
      ),
      // A 400's model state, for a form to show each message at its field.
      { fields: response.status === 400 ? (body as Record<string, string[]>) : undefined },
    )
  return body as T
}

export const postJson = <T>(path: string, json?: unknown) =>
  apiCall<T>(path, { method: 'POST', body: json === undefined ? undefined : JSON.stringify(json) })
