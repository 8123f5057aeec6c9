import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { CloudflarePurgeFailed, inBatches, PURGE_FILES_PER_CALL, purgeFiles } from './client.ts'

type Call = { method: string; path: string; authorization?: string; contentType?: string; files: string[] }

/** Cloudflare's purge endpoint, as far as these tests need it: each call kept, answered as `answer` says. */
let server: Server
let calls: Call[] = []
let answer: (call: Call) => { status: number; body: unknown; headers?: Record<string, string> }
const ok = () => ({
  status: 200,
  body: { success: true, errors: [], messages: [], result: { id: 'zone-1' } },
})

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const call = {
      method: req.method!,
      path: req.url!,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      files: (JSON.parse(Buffer.concat(chunks).toString()) as { files: string[] }).files,
    }
    calls.push(call)
    const { status, body, headers } = answer(call)
    res.writeHead(status, { 'content-type': 'application/json', ...headers })
    res.end(JSON.stringify(body))
  }).listen(0, '127.0.0.1')
  await once(server, 'listening')
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  calls = []
  answer = ok
})

const settings = () => ({
  zoneId: 'zone-1',
  apiToken: 'token-1',
  apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`,
})
const urls = (count: number) => Array.from({ length: count }, (_, n) => `https://www.example.com/page-${n}`)

describe('inBatches', () => {
  it('when there are more URLs than one call takes, then they go in groups of 30, in order', () => {
    expect(PURGE_FILES_PER_CALL).toBe(30)
    expect(inBatches(urls(65)).map((batch) => batch.length)).toEqual([30, 30, 5])
    expect(inBatches(urls(65)).flat()).toEqual(urls(65))
    expect(inBatches(urls(30))).toHaveLength(1)
    expect(inBatches([])).toEqual([])
  })
})

describe('purgeFiles', () => {
  it('when 65 pages changed, then Cloudflare gets three calls of 30, 30 and 5 URLs, each with the token', async () => {
    await purgeFiles(settings(), urls(65))
    expect(calls.map((call) => call.files.length)).toEqual([30, 30, 5])
    expect(calls.flatMap((call) => call.files)).toEqual(urls(65))
    for (const call of calls)
      expect(call).toMatchObject({
        method: 'POST',
        path: '/client/v4/zones/zone-1/purge_cache',
        authorization: 'Bearer token-1',
        contentType: 'application/json',
      })
  })

  it('when a URL is named twice, then it is sent once', async () => {
    await purgeFiles(settings(), ['https://www.example.com/', 'https://www.example.com/'])
    expect(calls.map((call) => call.files)).toEqual([['https://www.example.com/']])
  })

  it('when nothing changed, then Cloudflare is not called', async () => {
    await purgeFiles(settings(), [])
    expect(calls).toEqual([])
  })

  it('when Cloudflare refuses a call, then it throws with Cloudflare’s words and sends no further call', async () => {
    answer = () =>
      calls.length === 2
        ? {
            status: 403,
            body: {
              success: false,
              errors: [{ code: 10000, message: 'Authentication error' }],
              result: null,
            },
          }
        : ok()
    const purge = purgeFiles(settings(), urls(65))
    await expect(purge).rejects.toThrow(CloudflarePurgeFailed)
    await expect(purge).rejects.toThrow(/status 403: 10000 Authentication error/)
    expect(calls).toHaveLength(2)
  })

  it('when Cloudflare answers 200 without success, or limits us, then that is a failure too', async () => {
    answer = () => ({ status: 200, body: { success: false, errors: [{ code: 1134, message: 'Busy' }] } })
    await expect(purgeFiles(settings(), urls(1))).rejects.toThrow(/status 200: 1134 Busy/)
    answer = () => ({ status: 429, body: { success: false, errors: [] }, headers: { 'retry-after': '7' } })
    await expect(purgeFiles(settings(), urls(1))).rejects.toMatchObject({
      status: 429,
      message: expect.stringContaining('wait 7 s'),
    })
  })

  it('when Cloudflare cannot be reached, then it throws saying so', async () => {
    const closed = createServer().listen(0, '127.0.0.1')
    await once(closed, 'listening')
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    await expect(purgeFiles({ ...settings(), apiUrl: `http://127.0.0.1:${port}` }, urls(1))).rejects.toThrow(
      /Cloudflare did not answer our purge of 1 page/,
    )
  })
})
