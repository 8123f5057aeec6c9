import type { ModelState } from '@valuedesk/domain'

/**
 * A failed call, as the spec's generic client reports it: the status, and for a 400 the model
 * state from the body. A success whose JSON cannot be parsed fails with no detail (status 0).
 */
export class ApiError extends Error {
  readonly status: number
  readonly modelState?: ModelState

  constructor(status: number, modelState?: ModelState) {
    super(status === 0 ? 'The server sent an unreadable answer.' : `The request failed (${status}).`)
    this.status = status
    this.modelState = modelState
  }
}

type Options = { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; json?: unknown; body?: BodyInit; token?: string | null; signal?: AbortSignal }

/** The spec's generic client: JSON parsed; 204 → null; 400 → model state; other failures → status only. */
export async function apiRequest<T>(path: string, { method = 'GET', json, body, token, signal }: Options = {}, fetcher: typeof fetch = fetch): Promise<T | null> {
  const headers = new Headers({ accept: 'application/json' })
  if (json !== undefined) headers.set('content-type', 'application/json')
  if (token) headers.set('authorization', `Bearer ${token}`)
  const response = await fetcher(path, { method, headers, body: json !== undefined ? JSON.stringify(json) : body, signal, credentials: 'same-origin' })
  if (response.status === 204) return null
  if (!response.ok) {
    if (response.status === 400) throw new ApiError(400, (await response.json().catch(() => ({}))) as ModelState)
    throw new ApiError(response.status)
  }
  try {
    return (await response.json()) as T
  } catch {
    throw new ApiError(0)
  }
}

/** The blob variant, for downloads (PDFs, files). */
export async function apiBlob(path: string, { token, signal }: Pick<Options, 'token' | 'signal'> = {}, fetcher: typeof fetch = fetch): Promise<Blob> {
  const response = await fetcher(path, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal, credentials: 'same-origin' })
  if (!response.ok) throw new ApiError(response.status)
  return response.blob()
}
