import type { RequestHandler } from 'express'

// In any case, as Express routes /api and the staff door compares /cms-api.
const callerDoors = /^\/(api|admin|cms-api)(\/|$)/i

/** `no-store` even behind a CDN, unless the handler says otherwise. */
export const notCached: RequestHandler = (req, res, next) => {
  if (callerDoors.test(req.path)) res.setHeader('cache-control', 'no-store')
  next()
}
