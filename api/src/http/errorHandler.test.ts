import express from 'express'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { APIError, Forbidden, Locked, NotFound, QueryError, ValidationError, type Payload } from 'payload'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { AppError } from '@valuedesk/domain'
import { errorHandler, notFoundHandler } from './errorHandler.ts'
import { requestLog } from './requestLog.ts'

/** Errors as Payload and its libraries throw them; the message is what must never reach the customer. */
const failures: Record<string, () => Error> = {
  forbidden: () => new Forbidden(),
  'not-found': () => new NotFound(),
  query: () => new QueryError([{ path: 'hash' }]),
  locked: () => new Locked('Document payload-locked-documents 12 is currently locked by user 3'),
  'api-400': () => new APIError('Missing fieldname "lines.0.product" in collection invoices', 400),
  'api-418': () => new APIError('Teapot in hooks/beforeChange', 418),
  'api-500': () =>
    new APIError('SQLITE_CONSTRAINT: NOT NULL constraint failed: invoices_lines.description', 500),
  crash: () =>
    new TypeError(
      "Cannot read properties of undefined (reading 'totalCents') at /srv/api/src/invoices.ts:42",
    ),
  validation: () =>
    new ValidationError({
      collection: 'users',
      errors: [{ path: 'email', message: 'A user with the given email is already registered.' }],
    }),
  ours: () => AppError.conflict('This valuation is already completed.'),
}

const lines: Record<string, unknown>[] = []
let url: string
let close: () => void

beforeAll(async () => {
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) })
  const payload = { logger } as unknown as Payload
  const app = express()
  app.use(requestLog(logger))
  const api = express.Router()
  api.get('/fail/:kind', (req) => {
    throw failures[req.params.kind!]!()
  })
  api.use(notFoundHandler)
  api.use(errorHandler(payload))
  app.use('/api', api)
  const server = app.listen(0, '127.0.0.1')
  await once(server, 'listening')
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => close?.())

const internals = /payload|collection|sqlite|constraint|hooks|hash|invoices_lines|undefined|\/srv|\.ts\b/i
const classNames = /TypeError|APIError|QueryError|Forbidden|NotFound|Locked/

describe('what the customer reads when a call fails', () => {
  it.each(['forbidden', 'not-found', 'query', 'locked', 'api-400', 'api-418', 'api-500', 'crash'])(
    'when %s is thrown, then the answer is plain words without Payload’s message, names or paths',
    async (kind) => {
      const response = await fetch(`${url}/api/fail/${kind}`)
      const text = await response.text()
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(text).not.toMatch(internals)
      expect(text).not.toMatch(classNames)
      expect(text).not.toContain(failures[kind]!().message)
      const body = JSON.parse(text)
      const messages: string[] =
        response.status === 400 ? Object.values(body as Record<string, string[]>).flat() : [body.message]
      expect(messages.length).toBeGreaterThan(0)
      for (const message of messages) expect(message).toMatch(/^[A-Z][^{}<>]+\.$/)
    },
  )

  it('when something unexpected fails, then the 500 names the request id as a reference, and the log has the details under that id', async () => {
    const response = await fetch(`${url}/api/fail/crash`, {
      headers: { 'x-request-id': 'support-case-4711' },
    })
    expect(response.status).toBe(500)
    expect(response.headers.get('x-request-id')).toBe('support-case-4711')
    const body = await response.json()
    expect(body).toEqual({
      code: 'internal',
      message: expect.stringContaining('reference support-case-4711'),
      reference: 'support-case-4711',
    })
    const logged = lines.filter((line) => line.reqId === 'support-case-4711')
    expect(logged.find((line) => line.msg === 'Unhandled API error')).toMatchObject({
      level: 50,
      path: '/api/fail/crash',
      err: { type: 'TypeError', message: expect.stringContaining('totalCents') },
    })
    expect(logged.find((line) => line.msg === 'request failed')).toMatchObject({
      method: 'GET',
      path: '/api/fail/crash',
      status: 500,
    })
  })

  it('when Payload refuses, then its reason is logged for support but the customer reads ours', async () => {
    const response = await fetch(`${url}/api/fail/locked`)
    expect(response.status).toBe(423)
    expect(await response.json()).toEqual({
      code: 'locked',
      message: 'Someone else is working on this right now. Please try again in a few minutes.',
    })
    const reqId = response.headers.get('x-request-id')
    expect(
      lines.find((line) => line.reqId === reqId && line.msg === 'Payload refused the request'),
    ).toMatchObject({ payloadError: { name: 'Locked', status: 423 } })
  })

  it('when a field is invalid, then the model state keeps the field and the validator’s words', async () => {
    const response = await fetch(`${url}/api/fail/validation`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ email: ['A user with the given email is already registered.'] })
  })

  it('when our own error is thrown, then its message is the answer', async () => {
    const response = await fetch(`${url}/api/fail/ours`)
    expect(await response.json()).toEqual({
      code: 'conflict',
      message: 'This valuation is already completed.',
    })
  })

  it('when an incoming request id is not a plain token, then another is made', async () => {
    const response = await fetch(`${url}/api/nowhere`, {
      headers: { 'x-request-id': 'evil id\twith "quotes" and spaces' },
    })
    expect(response.status).toBe(404)
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})
