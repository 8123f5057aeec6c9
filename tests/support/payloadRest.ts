import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints, type Payload } from 'payload'

/**
 * Payload's REST API (/cms-api) as the admin's Next route serves it (cms/src/app/(payload)/cms-api: the same
 * `handleEndpoints` of the same config, and the same GraphQL handler at /cms-api/graphql), without building
 * Next: for tests of what /cms-api lets in. It stands where the admin handler stands in createApp, behind the
 * same Express middleware.
 */
export const payloadRest =
  (payload: Payload) =>
  async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!req.url?.startsWith('/cms-api/')) {
      res.writeHead(404).end()
      return
    }
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
      duplex: 'half',
    } as RequestInit)
    const response =
      req.method === 'POST' && new URL(request.url).pathname === '/cms-api/graphql'
        ? await GRAPHQL_POST(Promise.resolve(payload.config))(request)
        : await handleEndpoints({ config: payload.config, request })
    res.writeHead(response.status, Object.fromEntries(response.headers))
    if (response.body) await pipeline(Readable.fromWeb(response.body as never), res)
    else res.end()
  }
