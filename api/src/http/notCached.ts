import type { RequestHandler } from 'express'

/** The doors whose answers are the caller's own: our API, the admin and Payload's REST and GraphQL. */
// In any case, as Express routes /api and the staff door compares /cms-api.
const callerDoors = /^\/(api|admin|cms-api)(\/|$)/i

/**
 * No cache keeps an answer of the API, the admin or /cms-api, a CDN in front included (a Cloudflare Cache Rule
 * that reaches them by mistake caches nothing there): `no-store`, unless the handler says otherwise (a download
 * says `private, no-store`; the admin's Next pages say their own).
 */
export const notCached: RequestHandler = (req, res, next) => {
  if (callerDoors.test(req.path)) res.setHeader('cache-control', 'no-store')
  next()
}
