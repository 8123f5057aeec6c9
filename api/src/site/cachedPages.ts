import type { RequestHandler } from 'express'

import type { PageCache } from '@valuedesk/cms'

/**
 * Answers a GET for a page that is in the cache without running Astro at all; a matching
 * If-None-Match gets a 304. Misses (and preview requests) fall through to the site.
 */
export const serveCachedPages =
  (cache: PageCache): RequestHandler =>
  (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || 'preview' in req.query) return next()
    const page = cache.get(req.originalUrl)
    if (!page) return next()
    res.set(page.headers)
    res.set('x-cache', 'hit')
    if (req.headers['if-none-match'] === page.etag) return void res.status(304).end()
    res.status(200).send(page.body)
  }
