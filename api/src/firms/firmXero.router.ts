import type { Request } from 'express'

import {
  disconnectXero,
  env,
  finishXeroConnection,
  startXeroConnection,
  XERO_STATE_COOKIE,
  XERO_STATE_MINUTES,
  xeroConnection,
} from '@valuedesk/cms'
import {
  IdParams,
  XeroAuthorizationResponse,
  XeroCallbackQuery,
  XeroConnectionResponse,
  XeroExportRequest,
  XeroExportResponse,
  MINUTE_MS,
} from '@valuedesk/domain'

import { defineRoute } from '../http/route.ts'
import { exportToXero } from './firmXero.service.ts'

const stateCookie = (req: Request) =>
  (req.headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === XERO_STATE_COOKIE)?.[1]

const backToFirm = (outcome: string) => `/account/firm?xero=${outcome}`

export const firmXeroRoutes = [
  defineRoute({
    method: 'get',
    path: '/businesses/:id/xero',
    summary:
      'Whether this server can send invoices to Xero (Configured), and the Xero organisation your firm connected, when and by whom',
    tag: 'Businesses',
    access: 'authenticated',
    params: IdParams,
    response: XeroConnectionResponse,
    handler: ({ payload, user, params }) => xeroConnection(payload, user!, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/businesses/:id/xero/authorization',
    summary:
      'Starts connecting your firm’s Xero: send your browser to AuthorizeUrl, where Xero asks which organisation to let us into; it sends you back to /api/xero/callback within 10 minutes. 409 when this server has no Xero app',
    tag: 'Businesses',
    access: 'authenticated',
    params: IdParams,
    response: XeroAuthorizationResponse,
    errors: [409],
    handler: async ({ payload, user, params, res }) => {
      const { authorizeUrl, state } = await startXeroConnection(payload, user!, params.id)
      // Proves the browser Xero sends back with the state is the same one.
      res.cookie(XERO_STATE_COOKIE, state, {
        httpOnly: true,
        sameSite: 'lax',
        secure: env.SERVER_URL.startsWith('https:'),
        path: '/api/xero/callback',
        maxAge: XERO_STATE_MINUTES * MINUTE_MS,
      })
      return { AuthorizeUrl: authorizeUrl }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/xero/callback',
    summary:
      'Where Xero sends a member back (its redirect address): the state they started with (once, within 10 minutes) and Xero’s code connect their firm, then their browser goes to /account/firm?xero=connected (or denied, or failed). An unknown, used or expired state, or one this browser was not given (its cookie), is a 400 naming state',
    tag: 'Businesses',
    access: 'anonymous',
    query: XeroCallbackQuery,
    produces: 'text/html',
    successStatus: 303,
    errors: [403, 409],
    handler: async ({ payload, user, query, req, res }) => {
      const { outcome, reason } = await finishXeroConnection(payload, user, query, stateCookie(req))
      res.clearCookie(XERO_STATE_COOKIE, { path: '/api/xero/callback' })
      // The page says what went wrong in its own words; the reason stays in the log, for support.
      if (reason) payload.logger.info({ xero: { outcome, reason } }, 'A Xero connection did not complete')
      const target = backToFirm(outcome)
      res
        .status(303)
        .location(target)
        .type('text/html')
        .send(`<a href="${target.replace(/&/g, '&amp;')}">Back to your firm</a>`)
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/businesses/:id/xero',
    summary:
      'Disconnects your firm’s Xero: we forget the organisation and its tokens (invoices already sent stay marked sent)',
    tag: 'Businesses',
    access: 'authenticated',
    params: IdParams,
    handler: async ({ payload, user, params }) => void (await disconnectXero(payload, user!, params.id)),
  }),
  defineRoute({
    method: 'post',
    path: '/businesses/:id/invoices/export/xero',
    summary:
      'Sends your firm’s issued tax invoices not yet in its Xero (or the one InvoiceId names) to Xero as bills (ACCPAY drafts, GST inclusive), each once: an invoice already sent is counted in AlreadyInXero, never sent again. 409 when Xero is not configured or not connected (or no longer accepts the connection); 422 when Xero refuses a bill, 429 when it limits our calls, 502 when it does not answer: nothing is marked sent that Xero did not take',
    tag: 'Businesses',
    access: 'authenticated',
    params: IdParams,
    body: XeroExportRequest,
    response: XeroExportResponse,
    errors: [409, 422, 429, 502],
    handler: ({ payload, user, params, body }) => exportToXero(payload, user!, params.id, body.InvoiceId),
  }),
]
