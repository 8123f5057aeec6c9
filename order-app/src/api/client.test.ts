import { describe, expect, it } from 'vitest'

import { apiRequest, ApiError } from './client.ts'

const answer = (status: number, body?: string) => (async () => new Response(body ?? null, { status, headers: { 'content-type': 'application/json' } })) as typeof fetch

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
})
