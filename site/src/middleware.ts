import { defineMiddleware } from 'astro:middleware'
import { createHash } from 'node:crypto'

import { hoistIslandStyle } from './lib/islandStyle.ts'

const scriptHashesIn = (policy: string | null): string[] =>
  policy
    ?.split(';')
    .find((directive) => directive.trim().startsWith('script-src '))
    ?.match(/'sha(256|384|512)-[A-Za-z0-9+/=]+'/g)
    ?.map((hash) => hash.slice(1, -1)) ?? []

/** What a public answer no shared cache keeps says: anyone may store it, but must ask us before each use. */
const askEveryTime = 'public, max-age=0, must-revalidate'
const madeForThisRequest = 'private, no-cache'

/** Cache hits never get here: Express answers them before Astro runs. */
export const onRequest = defineMiddleware(async (context, next) => {
  const { locals, request, url } = context
  // A purge while this page renders (here or, broadcast, from another process) keeps it out of the cache.
  const cacheVersion = locals.pageCache.version
  locals.cacheTags = new Set()
  locals.cacheable = request.method === 'GET'
  locals.preview = false
  locals.editor = null
  if (url.searchParams.has('preview')) {
    locals.cacheable = false
    const { user } = await locals.payload.auth({ headers: request.headers })
    if (user?.roles?.some((role) => role === 'admin' || role === 'editor')) {
      locals.preview = true
      locals.editor = user
    }
  }

  const response = await next()
  response.headers.set(
    'content-security-policy',
    locals.contentSecurityPolicy(scriptHashesIn(response.headers.get('content-security-policy'))),
  )
  response.headers.set('cache-control', locals.preview ? 'private, no-store' : askEveryTime)
  const isHtml = response.headers.get('content-type')?.includes('text/html')
  if (!isHtml) return response
  const body = hoistIslandStyle(await response.text())
  if (!locals.cacheable || response.status !== 200) {
    if (!locals.preview) response.headers.set('cache-control', madeForThisRequest)
    return new Response(body, { status: response.status, headers: response.headers })
  }

  // Rendered across a purge, it may show what the purge removed: neither the cache here nor the CDN keeps it.
  const current = locals.pageCache.version === cacheVersion
  const cdn = current && locals.cdn?.mayKeep(url) ? locals.cdn : undefined
  if (cdn) response.headers.set('cache-control', cdn.cacheControl)
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
  response.headers.set('etag', etag)
  const headers = Object.fromEntries(response.headers)
  locals.pageCache.set(
    url.pathname + url.search,
    { body, headers, etag, tags: locals.cacheTags },
    cacheVersion,
  )
  cdn?.kept(url.pathname, locals.cacheTags)
  return new Response(body, { status: 200, headers })
})
