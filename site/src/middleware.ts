import { defineMiddleware } from 'astro:middleware'
import { createHash } from 'node:crypto'

import { hoistIslandStyle } from './lib/islandStyle.ts'

/** The `sha…-` hashes of the script-src of the policy Astro computed for a page it rendered. */
const scriptHashesIn = (policy: string | null): string[] =>
  policy
    ?.split(';')
    .find((directive) => directive.trim().startsWith('script-src '))
    ?.match(/'sha(256|384|512)-[A-Za-z0-9+/=]+'/g)
    ?.map((hash) => hash.slice(1, -1)) ?? []

/**
 * Decides preview mode (an editor asking for ?preview=true sees drafts), makes Astro's HTML valid
 * (lib/islandStyle.ts), and stores each public, successful HTML response in the page cache with the
 * content tags it used. Cache hits never get here: the Express server answers them before Astro runs.
 */
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
  response.headers.set(
    'cache-control',
    locals.preview ? 'private, no-store' : 'public, max-age=0, must-revalidate',
  )
  const isHtml = response.headers.get('content-type')?.includes('text/html')
  if (!isHtml) return response
  const body = hoistIslandStyle(await response.text())
  if (!locals.cacheable || response.status !== 200)
    return new Response(body, { status: response.status, headers: response.headers })

  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
  response.headers.set('etag', etag)
  const headers = Object.fromEntries(response.headers)
  locals.pageCache.set(
    url.pathname + url.search,
    { body, headers, etag, tags: locals.cacheTags },
    cacheVersion,
  )
  return new Response(body, { status: 200, headers })
})
