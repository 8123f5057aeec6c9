import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One call to the purge endpoint: what it asked to purge, with which credentials, and whether it was answered 200. */
export type PurgeCall = { zone: string; authorization?: string; files: string[]; purged: boolean }

/**
 * Cloudflare's purge API at the network edge, answering and refusing (over 30 files, another zone or token) as
 * Cloudflare does. It keeps every call; `failNext(n)` answers the next n calls with a 500.
 */
export async function startFakeCloudflare({ zone = 'fake-zone', token = 'fake-cloudflare-token' } = {}) {
  const calls: PurgeCall[] = []
  let failures = 0
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const answer = (status: number, errors: { code: number; message: string }[] = []) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          success: status === 200,
          errors,
          messages: [],
          result: status === 200 ? { id: zone } : null,
        }),
      )
    }
    const path = /^\/client\/v4\/zones\/([^/]+)\/purge_cache$/.exec(req.url ?? '')
    if (req.method !== 'POST' || !path) return answer(404, [{ code: 7003, message: 'No route for that URI' }])
    let files: string[]
    try {
      files = (JSON.parse(Buffer.concat(chunks).toString()) as { files?: string[] }).files ?? []
    } catch {
      return answer(400, [
        {
          code: 1012,
          message: 'Request must contain one of "purge_everything", "files", "tags", "hosts" or "prefixes"',
        },
      ])
    }
    const call = { zone: path[1]!, authorization: req.headers.authorization, files, purged: false }
    calls.push(call)
    if (req.headers.authorization !== `Bearer ${token}`)
      return answer(403, [{ code: 10000, message: 'Authentication error' }])
    if (call.zone !== zone) return answer(403, [{ code: 7003, message: 'Could not route to this zone' }])
    if (files.length === 0 || files.length > 30)
      return answer(400, [{ code: 1015, message: 'Purge request has too many files (or none)' }])
    if (failures > 0) {
      failures--
      return answer(500, [{ code: 10001, message: 'Internal error, try again' }])
    }
    call.purged = true
    answer(200)
  }).listen(0, '127.0.0.1')
  await once(server, 'listening')
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`
  return {
    url,
    calls,
    /** Every URL purged, in the order Cloudflare was asked, once per successful call naming it. */
    purged: () => calls.filter((call) => call.purged).flatMap((call) => call.files),
    /** The product's Cloudflare settings pointing at this fake, to assign to process.env before the CMS loads. */
    env: { CLOUDFLARE_ZONE_ID: zone, CLOUDFLARE_API_TOKEN: token, CLOUDFLARE_API_URL: url },
    failNext: (count: number) => void (failures = count),
    /** Forgets the calls so far. */
    clear: () => void calls.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type FakeCloudflare = Awaited<ReturnType<typeof startFakeCloudflare>>
