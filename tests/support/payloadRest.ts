import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints, type Payload } from 'payload'

/**
 * Payload's REST API (/cms-api) as the admin's Next route serves it (cms/src/app/(payload)/cms-api: the same
 * `handleEndpoints` of the same config, and the same GraphQL handler at /cms-api/graphql), without building
 * Next: for tests of what /cms-api lets in. It stands where the admin handler stands in createApp, behind the
 * same Express middleware, and reads the path as Next does (see nextPath), so that a path spelled to pass a
 * door in front reaches what Next would route it to.
 */
export const payloadRest =
  (payload: Payload) =>
  async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const routed = nextPath(req.url ?? '/')
    if ('redirect' in routed) {
      res.writeHead(308, { location: routed.redirect }).end()
      return
    }
    if (!routed.pathname.startsWith('/cms-api/')) {
      res.writeHead(404).end()
      return
    }
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
    const target = req.url ?? '/'
    const request = new Request(target.startsWith('/') ? `http://${req.headers.host}${target}` : target, {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
      duplex: 'half',
    } as RequestInit)
    // The catch-all route's slug, decoded by Next, encoded again segment by segment by Payload's REST handler.
    const slug = routed.pathname.slice('/cms-api/'.length).split('/').map(decodeURIComponent)
    const response =
      req.method === 'POST' && routed.pathname === '/cms-api/graphql'
        ? await GRAPHQL_POST(Promise.resolve(payload.config))(request)
        : await handleEndpoints({
            config: payload.config,
            path: `/cms-api/${slug.map((segment) => encodeURIComponent(segment)).join('/')}`,
            request,
          })
    res.writeHead(response.status, Object.fromEntries(response.headers))
    if (!response.body) return void res.end()
    // A client that hangs up before the body is read (fetch drops an unread body) is not Payload's fault.
    await pipeline(Readable.fromWeb(response.body as never), res).catch((error: unknown) => {
      if (!res.destroyed) throw error
    })
  }

/**
 * The path Next routes a request target to (next/dist/server/lib/router-utils/resolve-routes.js and
 * shared/lib/router/utils/parse-url.js): a backslash or a double slash is redirected (308) to the target with
 * them made single slashes; otherwise the WHATWG URL parser reads it, resolving dot-segments (`..`, `%2e%2e`)
 * and reading an absolute-form target's path.
 */
function nextPath(url: string): { pathname: string } | { redirect: string } {
  const [path = '', query] = url.split(/\?(.*)/s)
  if (/\\|\/\//.test(path))
    return { redirect: path.replace(/[\\/]+/g, '/') + (query === undefined ? '' : `?${query}`) }
  return { pathname: (url.startsWith('/') ? new URL(`http://n${url}`) : new URL(url)).pathname }
}
