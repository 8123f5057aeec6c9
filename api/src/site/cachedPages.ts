import type { RequestHandler } from 'express'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import type { CachedPage, PageCache } from '@valuedesk/cms'

type Encoding = 'br' | 'gzip' | 'identity'

type Answer = { body: Buffer; headers: Record<string, string> }

/** Made once per encoding, not once per request; dropped with the page when it is purged. */
const answers = new WeakMap<CachedPage, Partial<Record<Encoding | 'notModified', Answer>>>()

function encode(body: string, encoding: Encoding): Buffer {
  if (encoding === 'br')
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    })
  if (encoding === 'gzip') return gzipSync(body, { level: 9 })
  return Buffer.from(body)
}

function answerOf(page: CachedPage, kind: Encoding | 'notModified'): Answer {
  const made = answers.get(page) ?? {}
  answers.set(page, made)
  if (made[kind]) return made[kind]
  const headers = { ...page.headers, 'x-cache': 'hit', vary: 'Accept-Encoding' }
  if (kind === 'notModified') return (made[kind] = { body: Buffer.alloc(0), headers })
  const body = encode(page.body, kind)
  return (made[kind] = {
    body,
    headers: {
      ...headers,
      ...(kind === 'identity' ? {} : { 'content-encoding': kind }),
      'content-length': String(body.byteLength),
    },
  })
}

export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity'
  let br = 0
  let gzip = 0
  for (const part of acceptEncoding.split(',')) {
    const [coding = '', ...params] = part.split(';')
    const name = coding.trim().toLowerCase()
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean)
    const weight = q === undefined ? 1 : Number(q)
    if (name === 'br') br = weight
    else if (name === 'gzip' || name === 'x-gzip') gzip = weight
    else if (name === '*') {
      br ||= weight
      gzip ||= weight
    }
  }
  if (br > 0 && br >= gzip) return 'br'
  return gzip > 0 ? 'gzip' : 'identity'
}

/** Bypasses Astro, Express's send and compression: bytes and headers are worked out once per page. */
export const serveCachedPages =
  (cache: PageCache): RequestHandler =>
  (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const page = cache.get(req.originalUrl)
    if (!page || 'preview' in req.query) return next()
    if (req.headers['if-none-match'] === page.etag) {
      res.writeHead(304, answerOf(page, 'notModified').headers)
      return void res.end()
    }
    const { body, headers } = answerOf(page, preferredEncoding(req.headers['accept-encoding']))
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  }
