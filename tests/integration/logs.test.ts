import { createClient } from '@libsql/client'
import { rmSync } from 'node:fs'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startFakeStripe } from '../support/fakeStripe.ts'
import { startServerProcess, type ServerProcess } from '../support/serverProcess.ts'

/**
 * The product in a process of its own, at debug level, so its stdout is exactly what production logs would hold.
 */
const webhookSecret = 'whsec_log_test_secret'
const stripeKey = 'sk_test_log_secret_key_51'
const password = 'correct-horse-battery-42'
const wrongPassword = 'wrong-horse-battery-43'
const email = 'logs@example.com'

let product: ServerProcess
let stripe: Awaited<ReturnType<typeof startFakeStripe>>
/** Each response's id, with what the log line for it should say. */
const requests: { id: string; method: string; path: string; status: number; userId?: number }[] = []
/** Everything secret this test sent or received. */
const secrets: Record<string, string> = {
  password,
  wrongPassword,
  stripeKey,
  webhookSecret,
  payloadSecret: process.env.PAYLOAD_SECRET!,
}

async function call(
  path: string,
  init: { method?: string; json?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(init.headers)
  if (init.json !== undefined) headers.set('content-type', 'application/json')
  if (init.token) headers.set('authorization', `Bearer ${init.token}`)
  const response = await fetch(`${product.url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  })
  const body = response.status === 204 ? undefined : await response.json()
  return { response, body, id: response.headers.get('x-request-id')! }
}

/** One value the product stored for the customer's address, read from its database (as nobody else can). */
async function storedFor(query: string): Promise<string | undefined> {
  if (process.env.TEST_DIALECT === 'postgres') {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    const { rows } = await client.query(`${query}$1`, [email])
    await client.end()
    return rows[0]?.value ?? undefined
  }
  const client = createClient({ url: process.env.DATABASE_URL! })
  const { rows } = await client.execute({ sql: `${query}?`, args: [email] })
  client.close()
  return rows[0]?.value == null ? undefined : String(rows[0].value)
}

/** Waits for the product's jobs (they run in its process) to store the value. */
async function awaitStored(query: string): Promise<string> {
  for (const began = Date.now(); Date.now() - began < 20_000; await new Promise((r) => setTimeout(r, 100))) {
    const value = await storedFor(query)
    if (value) return value
  }
  throw new Error(`nothing stored for ${query}`)
}

/** The reset token Payload stored. */
const storedResetToken = () => awaitStored('SELECT reset_password_token AS value FROM users WHERE email = ')

/** The token of the link that confirms the sign-up, from the e-mail in the Outbox. */
const emailedConfirmToken = async () =>
  /confirm-email\?token=(\S+)/.exec(await awaitStored('SELECT text AS value FROM outbox WHERE "to" = '))![1]!

let logText = ''
let failedBody: { code?: string; message?: string; reference?: string } = {}
let lines: Record<string, unknown>[] = []

beforeAll(async () => {
  stripe = await startFakeStripe(webhookSecret)
  product = await startServerProcess('tests/support/apiServer.ts', {
    LOG_LEVEL: 'debug',
    STRIPE_SECRET_KEY: stripeKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_log',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stripe.url,
  })

  const expectCall = async (
    expected: number,
    path: string,
    init: Parameters<typeof call>[1] = {},
    userId?: number,
  ) => {
    const result = await call(path, init)
    expect(result.response.status, JSON.stringify(result.body)).toBe(expected)
    requests.push({
      id: result.id,
      method: init.method ?? 'GET',
      path: path.split('?')[0]!,
      status: expected,
      userId,
    })
    return result
  }

  await expectCall(202, '/api/users/register', {
    method: 'POST',
    json: { Email: email, Password: password, FirstName: 'Lou', LastName: 'Gins' },
  })
  const confirmToken = (secrets.confirmToken = await emailedConfirmToken())
  await expectCall(200, '/api/users/confirm_email', {
    method: 'POST',
    json: { Token: confirmToken, Password: password },
  })
  await expectCall(401, '/api/auth/login', {
    method: 'POST',
    json: { Email: email, Password: wrongPassword },
  })
  const login = await expectCall(200, '/api/auth/login', {
    method: 'POST',
    json: { Email: email, Password: password },
  })
  const token: string = (secrets.token = login.body.Token)
  secrets.loginCookie = login.response.headers.get('set-cookie')!.split(';')[0]!.split('=')[1]!
  const userId: number = login.body.User.UserId
  await expectCall(202, '/api/auth/reset_password/request', { method: 'POST', json: { Email: email } })

  // An order with the bearer token, a query string that carries a secret, and the client's own request id.
  const contact = await expectCall(
    201,
    '/api/contacts',
    {
      method: 'POST',
      token,
      json: { FirstName: 'Lou', LastName: 'Gins', Email: email, Phone: '0412 345 678' },
    },
    userId,
  )
  const form = await expectCall(
    201,
    '/api/valuation_form/create_prevaluation_form',
    {
      method: 'POST',
      token,
      headers: { 'x-request-id': 'client-chosen-id-123' },
      json: {
        AddressDetails: {
          Address: '14 Carrowbrook Court, Kearneys Spring QLD 4350',
          Suburb: 'Kearneys Spring',
          State: 'QLD',
          Postcode: '4350',
          Latitude: -27.606,
          Longitude: 151.938,
        },
        PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
        Tenancies: 1,
        EstimatedValue: 845_000,
        AssessmentDetails: {
          Purpose: 'smsf-reporting',
          Fund: { Name: 'Rossi Family Super Fund', Trustee: 'Rossi Nominees Pty Ltd', Abn: '51 824 753 556' },
        },
        Contact: { ContactId: contact.body.ContactId },
      },
    },
    userId,
  )
  expect(form.id).toBe('client-chosen-id-123')
  const invoice = await expectCall(
    201,
    '/api/valuation_form/prepayment_process_submission',
    { method: 'POST', token, json: { SnapshotId: form.body.SnapshotId, ContactId: contact.body.ContactId } },
    userId,
  )
  await expectCall(
    201,
    '/api/valuation_form/valuations',
    {
      method: 'POST',
      token,
      json: {
        SnapshotId: form.body.SnapshotId,
        Purpose: 'smsf-reporting',
        InvoiceId: invoice.body.InvoiceId,
      },
    },
    userId,
  )
  await expectCall(
    200,
    `/api/geo/google/autocomplete?term=14%20Carrow&sessionToken=${(secrets.sessionToken = 'geo-session-token-7f3a')}`,
    { token },
    userId,
  )
  const intent = await expectCall(
    200,
    `/api/payments/stripe/invoices/${invoice.body.InvoiceId}/payment_intent`,
    { method: 'POST', token },
    userId,
  )
  secrets.clientSecret = intent.body.ClientSecret

  await stripe.close()
  const failed = await call(`/api/payments/stripe/invoices/${invoice.body.InvoiceId}/payment_intent`, {
    method: 'POST',
    token,
  })
  requests.push({
    id: failed.id,
    method: 'POST',
    path: `/api/payments/stripe/invoices/${invoice.body.InvoiceId}/payment_intent`,
    status: failed.response.status,
    userId,
  })
  failedBody = failed.body

  secrets.resetToken = await storedResetToken()
  await product.stop()
  logText = product.lines.join('\n') + product.stderr()
  lines = product.lines.map((line) => JSON.parse(line))
}, 120_000)

afterAll(async () => {
  await product?.stop()
  await stripe?.close().catch(() => undefined)
  rmSync(process.env.DATA_DIR!, { recursive: true, force: true })
})

describe('structured logs of a real request flow', () => {
  it('when the product runs, then every line it writes is JSON', () => {
    expect(product.lines.length).toBeGreaterThan(requests.length)
    for (const line of product.lines) expect(() => JSON.parse(line), line).not.toThrow()
    expect(product.stderr()).toBe('')
  })

  it('when a request is answered, then one line says its method, path (no query), status, duration, request id and user', () => {
    for (const request of requests) {
      const line = lines.find(
        (entry) => entry.reqId === request.id && (entry.msg === 'request' || entry.msg === 'request failed'),
      )
      expect(line, request.path).toMatchObject({
        method: request.method,
        path: request.path,
        status: request.status,
        durationMs: expect.any(Number),
      })
      expect(line!.userId).toBe(request.userId)
    }
    expect(new Set(requests.map((request) => request.id)).size).toBe(requests.length)
    expect(logText).not.toContain('term=')
  })

  it('when a call fails on our side, then the customer gets plain words and the request id as reference, and the log has the error under that id', () => {
    const failed = requests.at(-1)!
    expect(failed.status).toBe(500)
    const body = failedBody
    expect(body).toEqual({
      code: 'internal',
      message: expect.stringContaining(`reference ${failed.id}`),
      reference: failed.id,
    })
    expect(body.message!).not.toMatch(/stripe|connection|ECONNREFUSED|Error/i)
    const error = lines.find((entry) => entry.reqId === failed.id && entry.msg === 'Unhandled API error') as {
      level: number
      err: { message: string }
    }
    expect(error.level).toBe(50)
    expect(error.err.message).toMatch(/connection to Stripe/)
  })

  it('when the log is read, then none of the passwords, tokens, cookies, secrets or the client secret sent or received is in it', () => {
    expect(Object.keys(secrets)).toEqual(
      expect.arrayContaining([
        'password',
        'token',
        'confirmToken',
        'loginCookie',
        'resetToken',
        'clientSecret',
        'sessionToken',
      ]),
    )
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThan(8)
      expect(logText.includes(secret), `${name} is in the log`).toBe(false)
    }
  })
})
