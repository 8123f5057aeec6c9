import compression from 'compression'
import express, { type RequestHandler } from 'express'
import path from 'node:path'
import type { Payload } from 'payload'

import {
  accessLogger,
  cdnPages,
  env,
  pageCache,
  verificationFacts,
  type CdnPages,
  type PageCache,
} from '@valuedesk/cms'
import { MAX_VERIFIED_PDF_BYTES, type VerificationResponse } from '@valuedesk/domain'
import { adminPathPattern, type NodeHandler } from '@valuedesk/cms/admin'

import { docsRouter } from './docs/docs.router.ts'
import { authenticate } from './http/authenticate.ts'
import { jsonBody, pdfBody, rawBody } from './http/body.ts'
import { limitBodies } from './http/bodyLimit.ts'
import { canonicalPath } from './http/canonicalPath.ts'
import { staffDoor } from './http/staffDoor.ts'
import { answerClientErrors } from './http/clientErrors.ts'
import { errorHandler, notFoundHandler } from './http/errorHandler.ts'
import { mountRoutes } from './http/mountRoutes.ts'
import { notCached } from './http/notCached.ts'
import { pathOf, requestLog } from './http/requestLog.ts'
import { securityHeaders, sitePolicy } from './http/securityHeaders.ts'
import { routes } from './routes.ts'
import { serveCachedPages } from './site/cachedPages.ts'
import { limitedPages } from './site/limitedPages.ts'
import { serveMedia } from './site/media.ts'

/** What every Astro page is handed in Astro.locals (declared for the pages in site/src/env.d.ts). */
export type SiteLocals = {
  payload: Payload
  pageCache: PageCache
  cardPayments: boolean
  /** This page's Content-Security-Policy, allowing the inline scripts Astro wrote (by their hashes). */
  contentSecurityPolicy: (scriptHashes: readonly string[]) => string
  /** What /verify/{code} confirms about a delivered report; null for a code no delivered report has. */
  verifiedReport: (code: string) => Promise<VerificationResponse | null>
  /** With Cloudflare configured: what lets the CDN keep a page, and purge it when its content changes. */
  cdn: CdnPages | undefined
}

/** The Astro node adapter's middleware: (req, res, next, locals). */
export type SiteHandler = (
  req: express.Request,
  res: express.Response,
  next: express.NextFunction,
  locals: SiteLocals,
) => void

export type Frontends = {
  /** The Payload admin (Next). Left out by API-only tests. */
  admin?: NodeHandler
  /** The Astro site and the folder of its built client assets. */
  site?: { handler: SiteHandler; clientDir: string }
}

/**
 * Builds the one Express app: /api, then the admin, then static assets, then the Astro site. Tests alone leave
 * out the staff door (`staffDoor: false`), to reach Payload as a path the door does not recognise would: then
 * Payload's own access must refuse by itself (tests/integration/cms-endpoints.test.ts,
 * payload-refuses-by-itself.test.ts).
 */
export function createApp(
  payload: Payload,
  serverUrl: string,
  frontends: Frontends = {},
  { staffDoor: withStaffDoor = true } = {},
) {
  const app = express()
  app.disable('x-powered-by')
  // The client's address (rate limits count it) as the trusted load balancer saw it.
  if (env.TRUST_PROXY !== undefined) app.set('trust proxy', env.TRUST_PROXY)
  // First: every request gets its id and its log line, whichever part of the app answers it.
  app.use(requestLog(payload.logger, accessLogger(env)))
  const stripeApiOrigin = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL).origin : undefined
  app.use(securityHeaders({ production: env.NODE_ENV === 'production', stripeApiOrigin }))
  // Then, before anything that routes or serves: one spelling of each path, or a 400 (every door compares the
  // same path that Next and Payload behind them will route).
  app.use(canonicalPath)
  // A cached page is a lookup in memory, answered with bytes compressed once: before anything else that
  // would cost every page view (compressing again, asking the disk for a file of its name).
  if (frontends.site) app.use(serveCachedPages(pageCache))
  app.use(notCached)
  app.use(compression())

  const api = express.Router()
  // Stripe signs the exact bytes it sent: the webhook gets the raw body, everything else parsed JSON.
  api.use('/payments/stripe/webhook', rawBody('1mb'))
  // A delivered report's PDF, sent to be compared with the one we delivered.
  api.use('/verify', pdfBody(MAX_VERIFIED_PDF_BYTES))
  api.use(jsonBody('1mb'))
  api.use(authenticate(payload))
  api.use(mountRoutes(routes, payload))
  api.use(docsRouter(routes, serverUrl))
  api.use(notFoundHandler)
  api.use(errorHandler(payload))
  app.use('/api', api)

  const { admin, site } = frontends
  // Every other door (the admin, /cms-api, the site) reads bodies of a limited size.
  app.use(limitBodies)
  // GraphQL is off (payload.config.ts): its address is unknown to everyone alike, before the staff door.
  if (payload.config.graphQL.disable)
    app.use(`${payload.config.routes.api}${payload.config.routes.graphQL}`, (req, res) =>
      res.status(404).json({ code: 'not_found', message: `No call ${req.method} ${pathOf(req)}: use /api.` }),
    )
  // /cms-api is the staff's: customers and guests are turned away before Payload.
  if (withStaffDoor) app.use(staffDoor(payload))
  if (admin) {
    const toAdmin: RequestHandler = (req, res, next) =>
      adminPathPattern.test(req.path) ? void Promise.resolve(admin(req, res)).catch(next) : next()
    app.use(toAdmin)
  }
  app.use('/media', serveMedia(payload))
  // Looking up delivered reports by their codes, as GET /api/verify/{code} is limited.
  app.use('/verify', limitedPages('the report verification page', { limit: 60, windowSeconds: 600 }))
  if (site) {
    app.use(
      '/_astro',
      express.static(path.join(site.clientDir, '_astro'), { immutable: true, maxAge: '1y', index: false }),
    )
    app.use(express.static(site.clientDir, { maxAge: '1h', index: false }))
    const cardPayments = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY)
    const policyOf = sitePolicy(stripeApiOrigin)
    const cdn = cdnPages(payload)
    app.use((req, res, next) =>
      site.handler(req, res, next, {
        payload,
        pageCache,
        cardPayments,
        contentSecurityPolicy: (scriptHashes) => policyOf(req.path, scriptHashes),
        verifiedReport: (code) => verificationFacts(payload, code),
        cdn,
      }),
    )
  }
  return app
}

/**
 * Serves the app on a port. Requests Node cannot even parse are answered in the API's format too.
 * Idle connections are kept longer than a load balancer keeps its own (60 s on most), and a server
 * slowed by a burst never closes a connection that already carries the client's next request (the
 * client would see a reset, not an answer).
 */
export function serve(app: ReturnType<typeof createApp>, port: number, host?: string) {
  const server = host === undefined ? app.listen(port) : app.listen(port, host)
  answerClientErrors(server)
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  return server
}
