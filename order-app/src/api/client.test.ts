import { describe, expect, it } from 'vitest'

import { apiBlob, apiRequest, ApiError, failureText, withReference } from './client.ts'

const answer = (status: number, body?: string, headers: Record<string, string> = {}) =>
  (async () =>
    new Response(body ?? null, {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    })) as typeof fetch

describe('apiRequest', () => {
  it('when the answer is JSON, then it is parsed', async () => {
    expect(await apiRequest('/x', {}, answer(200, '{"a":1}'))).toEqual({ a: 1 })
  })
  it('when the answer is 204, then it yields null', async () => {
    expect(await apiRequest('/x', {}, answer(204))).toBeNull()
  })
  it('when the answer is 400, then it rejects with the model state', async () => {
    const error = await apiRequest('/x', {}, answer(400, '{"Email":["bad"]}')).catch((e: ApiError) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, modelState: { Email: ['bad'] } })
  })
  it('when the answer is another failure, then it rejects with the status only', async () => {
    const error = await apiRequest('/x', {}, answer(500, '{"secret":"x"}')).catch((e: ApiError) => e)
    expect(error).toMatchObject({ status: 500, modelState: undefined })
  })
  it('when a success cannot be parsed, then it rejects with no detail', async () => {
    const error = await apiRequest('/x', {}, answer(200, 'not json')).catch((e: ApiError) => e)
    expect(error).toMatchObject({ status: 0 })
  })
  it('when the server fails, then its words are dropped and only the request id is kept, as the reference', async () => {
    const body =
      '{"code":"internal","message":"SQLITE_BUSY: database is locked at /srv/api/src/x.ts","reference":"req-1"}'
    const error = (await apiRequest('/x', {}, answer(500, body, { 'x-request-id': 'req-1' })).catch(
      (e: ApiError) => e,
    )) as ApiError
    expect(error).toMatchObject({ status: 500, reference: 'req-1' })
    expect(error.message).not.toMatch(/SQLITE|srv/)
    expect(withReference('We could not place your order just now.', error)).toBe(
      'We could not place your order just now. If it keeps happening, contact us and quote reference req-1.',
    )
  })
  it('when a refusal (4xx) or a download fails, then no reference is added, and an odd id is never shown', async () => {
    const refused = await apiRequest(
      '/x',
      {},
      answer(404, '{"message":"No API call GET /x."}', { 'x-request-id': 'req-2' }),
    ).catch((e: ApiError) => e)
    expect(withReference('Not found.', refused)).toBe('Not found.')
    const odd = await apiBlob(
      '/x',
      {},
      answer(502, '', { 'x-request-id': '<script>alert(1)</script>' }),
    ).catch((e: ApiError) => e)
    expect(odd).toMatchObject({ status: 502, reference: undefined })
    expect(withReference('Try again.', new Error('raw text'))).toBe('Try again.')
  })
})

describe('failureText', () => {
  it('when a form’s call fails, then it shows the fields’ messages, a plain word on a limit, or its own message', () => {
    expect(failureText(new ApiError(400, { Token: ['Expired.'], Password: ['Wrong.'] }), 'Oops.')).toBe(
      'Expired. Wrong.',
    )
    expect(failureText(new ApiError(429), 'Oops.')).toMatch(/as many e-mails .* try again in an hour/)
    expect(failureText(new ApiError(503), 'Oops.')).toBe('Oops.')
  })
})
