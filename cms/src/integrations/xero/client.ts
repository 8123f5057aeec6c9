import { AppError, XERO_SCOPES, type XeroBill } from '@valuedesk/domain'

import { env } from '../../env.ts'

export type XeroApp = {
  clientId: string
  clientSecret: string
  authorizeUrl: string
  tokenUrl: string
  apiUrl: string
  redirectUri: string
}

export function xeroApp(): XeroApp | undefined {
  if (!env.XERO_CLIENT_ID || !env.XERO_CLIENT_SECRET) return undefined
  return {
    clientId: env.XERO_CLIENT_ID,
    clientSecret: env.XERO_CLIENT_SECRET,
    authorizeUrl: env.XERO_AUTHORIZE_URL,
    tokenUrl: env.XERO_TOKEN_URL,
    apiUrl: env.XERO_API_URL.replace(/\/+$/, ''),
    redirectUri: `${env.SERVER_URL.replace(/\/+$/, '')}/api/xero/callback`,
  }
}

export const configuredXeroApp = (): XeroApp =>
  xeroApp() ??
  AppError.throwConflict(
    'Xero is not configured on this server (no Xero app): export your invoices as CSV instead.',
  )

export type XeroTokens = { accessToken: string; refreshToken: string }
export type XeroTenant = { tenantId: string; tenantName: string }

/** Xero refused the firm's connection (revoked in Xero, or unused for 60 days): it has to be made again. */
export class XeroConnectionLost extends AppError {
  constructor() {
    super(
      409,
      'xero_connection_lost',
      'Xero no longer accepts our connection to your organisation (it was disconnected in Xero or has expired): connect Xero again.',
    )
  }
}

/** Xero's answer as an error the member can act on; nothing is recorded as sent when this is thrown. */
async function failure(response: Response, what: string, field = 'Xero'): Promise<AppError> {
  const text = await response.text().catch(() => '')
  if (response.status === 401 || (response.status === 400 && /invalid_grant/.test(text)))
    return new XeroConnectionLost()
  if (response.status === 429) {
    const wait = Number(response.headers.get('retry-after')) || 60
    return AppError.tooManyRequests(
      `Xero is limiting how often we may call it for your organisation: try again in ${wait} seconds.`,
      wait,
    )
  }
  if (response.status === 400) {
    const messages = validationMessages(text)
    // Xero's reasons, by the invoice they are about: the firm page shows them as they are.
    return new AppError(
      422,
      'xero_validation',
      `Xero refused ${what}${messages.length ? `: ${messages.join('; ')}` : '.'}`,
      { [field]: messages.length ? messages : ['Xero refused it without saying why.'] },
    )
  }
  if (response.status === 403)
    return new AppError(
      403,
      'xero_forbidden',
      'Xero did not let us add bills to your organisation: connect Xero again as a user who may.',
    )
  return new AppError(
    502,
    'xero_unavailable',
    `Xero did not take ${what} (status ${response.status}): try again later.`,
  )
}

function validationMessages(text: string): string[] {
  try {
    const body = JSON.parse(text) as {
      Message?: string
      Elements?: { ValidationErrors?: { Message?: string }[] }[]
    }
    const messages = (body.Elements ?? []).flatMap((element) =>
      (element.ValidationErrors ?? []).flatMap((error) => (error.Message ? [error.Message] : [])),
    )
    return messages.length ? messages : body.Message ? [body.Message] : []
  } catch {
    return []
  }
}

/** fetch, with Xero down or unreachable as a 502 the member can read. */
async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) })
  } catch {
    throw new AppError(502, 'xero_unavailable', 'Xero did not answer: try again later.')
  }
}

export function authorizationUrl(app: XeroApp, state: string): string {
  const url = new URL(app.authorizeUrl)
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: app.clientId,
    redirect_uri: app.redirectUri,
    scope: XERO_SCOPES.join(' '),
    state,
  }).toString()
  return url.toString()
}

async function tokens(app: XeroApp, grant: Record<string, string>): Promise<XeroTokens> {
  const response = await call(app.tokenUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams(grant).toString(),
  })
  if (!response.ok) throw await failure(response, 'our sign-in')
  const body = (await response.json()) as { access_token?: string; refresh_token?: string }
  if (!body.access_token || !body.refresh_token)
    throw new AppError(502, 'xero_unavailable', 'Xero answered our sign-in without tokens: try again later.')
  return { accessToken: body.access_token, refreshToken: body.refresh_token }
}

export const exchangeCode = (app: XeroApp, code: string) =>
  tokens(app, { grant_type: 'authorization_code', code, redirect_uri: app.redirectUri })

/** A fresh access token; Xero rotates the refresh token too, and the old one soon stops working. */
export const refreshTokens = (app: XeroApp, refreshToken: string) =>
  tokens(app, { grant_type: 'refresh_token', refresh_token: refreshToken })

/** The organisation the member just allowed us into: the newest of the connections our app has through them. */
export async function connectedTenant(app: XeroApp, accessToken: string): Promise<XeroTenant | undefined> {
  const response = await call(`${app.apiUrl}/connections`, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  })
  if (!response.ok) throw await failure(response, 'our request for your organisation')
  const connections = (await response.json()) as {
    tenantId: string
    tenantName?: string | null
    tenantType?: string
    createdDateUtc?: string
  }[]
  const [newest] = connections
    .filter((connection) => (connection.tenantType ?? 'ORGANISATION') === 'ORGANISATION')
    .sort((a, b) => (b.createdDateUtc ?? '').localeCompare(a.createdDateUtc ?? ''))
  return newest && { tenantId: newest.tenantId, tenantName: newest.tenantName || 'Xero organisation' }
}

/** The idempotency key makes a repeat of a cut-off call answer the first bill. */
export async function createBill(
  app: XeroApp,
  accessToken: string,
  tenantId: string,
  bill: XeroBill,
  idempotencyKey: string,
): Promise<string> {
  const response = await call(`${app.apiUrl}/api.xro/2.0/Invoices`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${accessToken}`,
      'xero-tenant-id': tenantId,
      'idempotency-key': idempotencyKey,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify({ Invoices: [bill] }),
  })
  if (!response.ok) throw await failure(response, `invoice ${bill.InvoiceNumber}`, bill.InvoiceNumber)
  const body = (await response.json()) as { Invoices?: { InvoiceID?: string }[] }
  const id = body.Invoices?.[0]?.InvoiceID
  if (!id)
    throw new AppError(
      502,
      'xero_unavailable',
      `Xero did not say which bill it made of ${bill.InvoiceNumber}.`,
    )
  return id
}
