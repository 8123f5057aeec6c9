import type { RequestHandler } from 'express'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import type { CachedPage, PageCache } from '@valuedesk/cms'

type Encoding = 'br' | 'gzip'

/** A cached page compressed once per encoding, not once per request; dropped with the page when it is purged. */
const compressed = new WeakMap<CachedPage, Partial<Record<Encoding, Buffer>>>()

function bodyIn(page: CachedPage, encoding: Encoding): Buffer {
  const bodies = compressed.get(page) ?? {}
  compressed.set(page, bodies)
  return (bodies[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
          },
        })
      : gzipSync(page.body, { level: 9 }))
}

/**
 * Answers a GET for a page that is in the cache without running Astro at all; a matching
 * If-None-Match gets a 304. The body goes out as the browser asks (brotli, gzip or plain), each
 * kept compressed beside the page. Misses (and preview requests) fall through to the site.
 */
export const serveCachedPages =
  (cache: PageCache): RequestHandler =>
  (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || 'preview' in req.query) return next()
    const page = cache.get(req.originalUrl)
    if (!page) return next()
    res.set(page.headers)
    res.set('x-cache', 'hit')
    res.vary('Accept-Encoding')
    if (req.headers['if-none-match'] === page.etag) return void res.status(304).end()
    const encoding = req.headers['accept-encoding']
      ? req.acceptsEncodings('br', 'gzip', 'identity')
      : 'identity'
    if (encoding === 'br' || encoding === 'gzip') {
      res.set('content-encoding', encoding)
      return void res.status(200).send(bodyIn(page, encoding))
    }
    res.status(200).send(page.body)
  }
