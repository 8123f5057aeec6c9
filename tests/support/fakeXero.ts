import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type XeroRequest = {
  method: string
  path: string
  headers: Record<string, string | undefined>
  body: unknown
}

type Bill = { InvoiceID: string; InvoiceNumber: string; [key: string]: unknown }

/**
 * Xero at the network edge: its login, its identity service (each refresh rotates the refresh token) and its API
 * (a repeated Idempotency-Key gets the first answer). It keeps every request; `failNext` makes the next Invoices
 * call refuse as Xero does (400 validation, 401 revoked, 429 rate limit).
 */
export async function startFakeXero({
  clientId = 'fake-xero-client',
  clientSecret = 'fake-xero-secret',
  port = 0,
}: { clientId?: string; clientSecret?: string; port?: number } = {}) {
  const requests: XeroRequest[] = []
  const codes = new Map<string, string>()
  const refreshTokens = new Set<string>()
  const accessTokens = new Set<string>()
  const bills: Bill[] = []
  const idempotent = new Map<string, string>()
  const tenant = { tenantId: randomUUID(), tenantName: 'Alpha Accounting (Xero)' }
  let failure: 400 | 401 | 429 | undefined

  const issueTokens = () => {
    const accessToken = `access-${randomUUID()}`
    const refreshToken = `refresh-${randomUUID()}`
    accessTokens.add(accessToken)
    refreshTokens.add(refreshToken)
    return { access_token: accessToken, refresh_token: refreshToken, expires_in: 1800, token_type: 'Bearer' }
  }

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString()
    const url = new URL(req.url!, 'http://xero.test')
    const json = (status: number, body: unknown) => {
      res.statusCode = status
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(body))
    }
    let body: unknown = text
    try {
      body = req.headers['content-type']?.includes('json')
        ? JSON.parse(text)
        : Object.fromEntries(new URLSearchParams(text))
    } catch {
      /* kept as text */
    }
    requests.push({
      method: req.method!,
      path: url.pathname,
      headers: Object.fromEntries(Object.entries(req.headers).map(([key, value]) => [key, String(value)])),
      body,
    })

    if (req.method === 'GET' && url.pathname === '/identity/connect/authorize') {
      const redirect = new URL(url.searchParams.get('redirect_uri')!)
      if (url.searchParams.get('client_id') !== clientId) return json(400, { error: 'unauthorized_client' })
      const code = `code-${randomUUID()}`
      codes.set(code, redirect.toString())
      redirect.searchParams.set('code', code)
      redirect.searchParams.set('scope', url.searchParams.get('scope') ?? '')
      redirect.searchParams.set('state', url.searchParams.get('state') ?? '')
      res.statusCode = 302
      res.setHeader('location', redirect.toString())
      return void res.end()
    }
    if (req.method === 'POST' && url.pathname === '/connect/token') {
      const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`
      if (req.headers.authorization !== basic) return json(401, { error: 'invalid_client' })
      const form = body as Record<string, string>
      if (form.grant_type === 'authorization_code') {
        if (!codes.has(form.code!) || codes.get(form.code!) !== form.redirect_uri)
          return json(400, { error: 'invalid_grant' })
        codes.delete(form.code!)
        return json(200, issueTokens())
      }
      if (form.grant_type === 'refresh_token') {
        if (!refreshTokens.delete(form.refresh_token!)) return json(400, { error: 'invalid_grant' })
        return json(200, issueTokens())
      }
      return json(400, { error: 'unsupported_grant_type' })
    }

    const bearer = req.headers.authorization?.replace(/^Bearer /, '')
    if (!bearer || !accessTokens.has(bearer))
      return json(401, { Type: null, Title: 'Unauthorized', Status: 401, Detail: 'TokenInvalid' })
    if (req.method === 'GET' && url.pathname === '/connections')
      return json(200, [
        {
          id: randomUUID(),
          authEventId: randomUUID(),
          tenantType: 'ORGANISATION',
          createdDateUtc: new Date().toISOString(),
          updatedDateUtc: new Date().toISOString(),
          ...tenant,
        },
      ])
    if ((req.method === 'PUT' || req.method === 'POST') && url.pathname === '/api.xro/2.0/Invoices') {
      if (req.headers['xero-tenant-id'] !== tenant.tenantId) return json(403, { Title: 'Forbidden' })
      const key = req.headers['idempotency-key'] as string | undefined
      if (key && idempotent.has(key)) return void ((res.statusCode = 200), res.end(idempotent.get(key)))
      const refused = failure
      failure = undefined
      if (refused === 401) return json(401, { Title: 'Unauthorized', Status: 401, Detail: 'TokenRevoked' })
      if (refused === 429) {
        res.setHeader('retry-after', '42')
        return json(429, { Title: 'Too Many Requests' })
      }
      const invoices = (body as { Invoices: Bill[] }).Invoices
      if (refused === 400)
        return json(400, {
          ErrorNumber: 10,
          Type: 'ValidationException',
          Message: 'A validation exception occurred',
          Elements: invoices.map((invoice) => ({
            ...invoice,
            ValidationErrors: [{ Message: 'Account code must be specified' }],
          })),
        })
      const made = invoices.map((invoice) => ({ ...invoice, InvoiceID: randomUUID() }))
      bills.push(...made)
      const answer = JSON.stringify({ Status: 'OK', Invoices: made })
      if (key) idempotent.set(key, answer)
      res.statusCode = 200
      res.setHeader('content-type', 'application/json')
      return void res.end(answer)
    }
    json(404, { Title: 'Not found', Detail: `${req.method} ${url.pathname}` })
  }).listen(port, '127.0.0.1')
  await once(server, 'listening')
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    tenant,
    requests,
    bills,
    /** The refresh tokens Xero would still accept (one per connection, after rotation). */
    refreshTokens,
    /** The product's Xero settings pointing at this fake, to assign to process.env before the CMS loads. */
    env: {
      XERO_CLIENT_ID: clientId,
      XERO_CLIENT_SECRET: clientSecret,
      XERO_AUTHORIZE_URL: `${url}/identity/connect/authorize`,
      XERO_TOKEN_URL: `${url}/connect/token`,
      XERO_API_URL: url,
    },
    /** The next Invoices call is refused as Xero refuses: a validation error, a revoked connection, a rate limit. */
    failNext: (status: 400 | 401 | 429) => void (failure = status),
    /** What a firm does in Xero when it removes our app: every token stops working. */
    revoke: () => (refreshTokens.clear(), accessTokens.clear()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type FakeXero = Awaited<ReturnType<typeof startFakeXero>>
