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

export type SiteLocals = {
  payload: Payload
  pageCache: PageCache
  cardPayments: boolean
  contentSecurityPolicy: (scriptHashes: readonly string[]) => string
  verifiedReport: (code: string) => Promise<VerificationResponse | null>
  cdn: CdnPages | undefined
}

export type SiteHandler = (
  req: express.Request,
  res: express.Response,
  next: express.NextFunction,
  locals: SiteLocals,
) => void

export type Frontends = {
  admin?: NodeHandler
  site?: { handler: SiteHandler; clientDir: string }
}

/** Only tests leave out the staff door, so Payload's own access must refuse by itself. */
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
  // One spelling of each path before anything routes: every door compares what Next and Payload will route.
  app.use(canonicalPath)
  // Before anything that would cost every page view (compressing again, asking the disk).
  if (frontends.site) app.use(serveCachedPages(pageCache))
  app.use(notCached)
  app.use(compression())

  const api = express.Router()
  // Stripe signs the exact bytes it sent: the webhook gets the raw body, everything else parsed JSON.
  api.use('/payments/stripe/webhook', rawBody('1mb'))
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

/** Idle connections outlive a balancer's (60 s), so a client never sees a reset for an answer. */
export function serve(app: ReturnType<typeof createApp>, port: number, host?: string) {
  const server = host === undefined ? app.listen(port) : app.listen(port, host)
  answerClientErrors(server)
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  return server
}
