import type { ModelState } from '@valuedesk/domain'

/** Nothing else the server wrote is kept: what people read is written in the components. */
export class ApiError extends Error {
  readonly status: number
  readonly modelState?: ModelState
  /** When the server failed (5xx): the request id it logged the failure under, for the customer to quote to support. */
  readonly reference?: string

  constructor(status: number, modelState?: ModelState, reference?: string) {
    super(status === 0 ? 'The server sent an unreadable answer.' : `The request failed (${status}).`)
    this.status = status
    this.modelState = modelState
    this.reference = reference
  }
}

const referenceOf = (response: Response) => {
  const id = response.headers.get('x-request-id')
  return response.status >= 500 && id && /^[A-Za-z0-9._:-]{1,128}$/.test(id) ? id : undefined
}

export const withReference = (message: string, error: unknown) =>
  error instanceof ApiError && error.reference
    ? `${message} If it keeps happening, contact us and quote reference ${error.reference}.`
    : message

export const failureText = (error: unknown, message: string) =>
  error instanceof ApiError && error.modelState
    ? Object.values(error.modelState).flat().join(' ')
    : error instanceof ApiError && error.status === 429
      ? 'We have sent as many e-mails about this as we may for now. Please try again in an hour.'
      : withReference(message, error)

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  json?: unknown
  body?: BodyInit
  token?: string | null
  signal?: AbortSignal
}

export async function apiRequest<T>(
  path: string,
  { method = 'GET', json, body, token, signal }: Options = {},
  fetcher: typeof fetch = fetch,
): Promise<T | null> {
  const headers = new Headers({ accept: 'application/json' })
  if (json !== undefined) headers.set('content-type', 'application/json')
  if (token) headers.set('authorization', `Bearer ${token}`)
  const response = await fetcher(path, {
    method,
    headers,
    body: json !== undefined ? JSON.stringify(json) : body,
    signal,
    credentials: 'same-origin',
  })
  if (response.status === 204) return null
  if (!response.ok) {
    if (response.status === 400)
      throw new ApiError(400, (await response.json().catch(() => ({}))) as ModelState)
    // A refusal about several items (a bulk order's rows out of scope) names each, as a model state.
    if (response.status === 422) {
      const body = (await response.json().catch(() => ({}))) as { details?: ModelState }
      throw new ApiError(422, body.details)
    }
    throw new ApiError(response.status, undefined, referenceOf(response))
  }
  try {
    return (await response.json()) as T
  } catch {
    throw new ApiError(0)
  }
}

export async function apiBlob(
  path: string,
  { token, signal }: Pick<Options, 'token' | 'signal'> = {},
  fetcher: typeof fetch = fetch,
): Promise<Blob> {
  const response = await fetcher(path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal,
    credentials: 'same-origin',
  })
  if (!response.ok) throw new ApiError(response.status, undefined, referenceOf(response))
  return response.blob()
}
