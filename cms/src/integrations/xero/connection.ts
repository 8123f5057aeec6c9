import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'

import { AppError, idOf, personName, type XeroConnectionResponse, MINUTE_MS } from '@valuedesk/domain'

import { readAsCaller } from '../../lifecycle/steps/read.ts'
import type { Business, User } from '../../payload-types.ts'
import { sha256Hex } from '../../verification/sha256.ts'
import { authorizationUrl, configuredXeroApp, connectedTenant, exchangeCode, xeroApp } from './client.ts'
import { openSecret, sealSecret } from './secretBox.ts'

type Id = number | string

/** How long a member has to allow us in at Xero: the state they carry there is good this long, once. */
export const XERO_STATE_MINUTES = 10
/** The cookie that ties a Xero sign-in to the browser that started it (sent back to our callback path only). */
export const XERO_STATE_COOKIE = 'vd-xero-state'

/** What the refresh token is sealed for: the key that opens it opens nothing else. */
export const REFRESH_TOKEN_PURPOSE = 'xero-refresh-token'

const asServer = { overrideAccess: true, depth: 0 } as const
const noConnection = {
  tenantId: null,
  tenantName: null,
  connectedAt: null,
  connectedBy: null,
  refreshToken: null,
  pendingStateHash: null,
  pendingUser: null,
  pendingUntil: null,
}

/** The firm, if the caller is its member (or an admin): someone else's is a 404, as a firm that does not exist. */
export const memberFirm = (payload: Payload, user: User, businessId: Id) =>
  readAsCaller(payload, user, 'businesses', businessId, 0, {
    notFound: `No firm ${businessId} that you are a member of.`,
  })

export const firmWithSecrets = (payload: Payload, id: Business['id']) =>
  payload.findByID({ collection: 'businesses', id, ...asServer })

/** Keeps a rotated refresh token, sealed; the one before it stops working soon after. */
export const keepRefreshToken = (payload: Payload, id: Business['id'], refreshToken: string) =>
  payload.update({
    collection: 'businesses',
    id,
    data: { xero: { refreshToken: sealSecret(refreshToken, REFRESH_TOKEN_PURPOSE) } },
    ...asServer,
  })

export async function xeroConnection(
  payload: Payload,
  user: User,
  businessId: Id,
): Promise<XeroConnectionResponse> {
  const firm = await memberFirm(payload, user, businessId)
  const connected = Boolean(firm.xero?.tenantId)
  const by = connected && firm.xero?.connectedBy
  const connector = by
    ? await payload.findByID({ collection: 'users', id: idOf(by), ...asServer, disableErrors: true })
    : null
  return {
    Configured: Boolean(xeroApp()),
    Connected: connected,
    OrganisationName: connected ? (firm.xero?.tenantName ?? null) : null,
    ConnectedAt: connected ? (firm.xero?.connectedAt ?? null) : null,
    ConnectedBy: connector ? personName(connector) || null : null,
  }
}

/** The state is bound to the member and the firm, good for ten minutes, once. */
export async function startXeroConnection(payload: Payload, user: User, businessId: Id) {
  const firm = await memberFirm(payload, user, businessId)
  const app = configuredXeroApp()
  const state = `${firm.id}.${randomBytes(24).toString('base64url')}`
  await payload.update({
    collection: 'businesses',
    id: firm.id,
    data: {
      xero: {
        pendingStateHash: sha256Hex(Buffer.from(state)),
        pendingUser: user.id,
        pendingUntil: new Date(Date.now() + XERO_STATE_MINUTES * MINUTE_MS).toISOString(),
      },
    },
    ...asServer,
  })
  return { authorizeUrl: authorizationUrl(app, state), state }
}

const expiredState = () =>
  AppError.throwValidation({
    state: [
      'This Xero sign-in has expired or was already used: start again with Connect Xero on your firm page.',
    ],
  })

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** The state must match the browser's cookie, so another's link cannot connect a victim's Xero. */
export async function finishXeroConnection(
  payload: Payload,
  caller: User | null,
  query: { state: string; code?: string; error?: string },
  /** The state the browser's cookie holds: someone else's Xero link, opened in another browser, connects nothing. */
  browserState: string | undefined,
): Promise<{ outcome: 'connected' | 'denied' | 'failed'; reason?: string }> {
  const app = configuredXeroApp()
  if (!browserState || !sameHash(browserState, query.state))
    AppError.throwValidation({
      state: [
        'Finish connecting Xero in the browser you started in: start again with Connect Xero on your firm page.',
      ],
    })
  const firmId = query.state.split('.')[0] ?? ''
  const firm = /^[\w-]{1,64}$/.test(firmId)
    ? await payload
        .find({ collection: 'businesses', where: { id: { equals: firmId } }, limit: 1, ...asServer })
        .then(({ docs }) => docs[0])
        .catch(() => undefined)
    : undefined
  const pending = firm?.xero
  if (
    !firm ||
    !pending?.pendingStateHash ||
    !pending.pendingUser ||
    !sameHash(pending.pendingStateHash, sha256Hex(Buffer.from(query.state))) ||
    !pending.pendingUntil ||
    Date.parse(pending.pendingUntil) < Date.now()
  )
    return expiredState()
  const member = idOf(pending.pendingUser)
  await payload.update({
    collection: 'businesses',
    id: firm.id,
    data: { xero: { pendingStateHash: null, pendingUser: null, pendingUntil: null } },
    ...asServer,
  })
  try {
    if (caller && String(caller.id) !== String(member))
      throw AppError.forbidden(
        'Another member started this Xero connection: start your own from your firm page.',
      )
    if (query.error || !query.code) return { outcome: 'denied' }
    const tokens = await exchangeCode(app, query.code)
    const tenant = await connectedTenant(app, tokens.accessToken)
    if (!tenant)
      throw AppError.conflict(
        'Xero did not connect an organisation: choose one when Xero asks, then try again.',
      )
    await payload.update({
      collection: 'businesses',
      id: firm.id,
      data: {
        xero: {
          tenantId: tenant.tenantId,
          tenantName: tenant.tenantName,
          connectedAt: new Date().toISOString(),
          connectedBy: member as User['id'],
          refreshToken: sealSecret(tokens.refreshToken, REFRESH_TOKEN_PURPOSE),
        },
      },
      ...asServer,
    })
    return { outcome: 'connected' }
  } catch (error) {
    // The state is used up: the member reads what went wrong on their firm page, and starts again.
    if (error instanceof AppError) return { outcome: 'failed', reason: error.message }
    throw error
  }
}

export async function disconnectXero(payload: Payload, user: User, businessId: Id) {
  const firm = await memberFirm(payload, user, businessId)
  await payload.update({ collection: 'businesses', id: firm.id, data: { xero: noConnection }, ...asServer })
}

export const forgetXeroConnection = (payload: Payload, id: Business['id']) =>
  payload.update({ collection: 'businesses', id, data: { xero: noConnection }, ...asServer })

/** The firm's refresh token, opened; a connection whose token cannot be opened (another secret) is lost. */
export function openRefreshToken(firm: Business): string | null {
  const sealed = firm.xero?.refreshToken
  return sealed ? openSecret(sealed, REFRESH_TOKEN_PURPOSE) : null
}
