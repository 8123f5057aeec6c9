import express, { type RequestHandler } from 'express'

import { AppError } from '@valuedesk/domain'

/** A megabyte of `[[[[…` cost JSON.parse 50–80 ms; ours nest a few levels and hold hundreds of values. */
export const MAX_JSON_DEPTH = 64
export const MAX_JSON_ITEMS = 20_000

type ParserError = Error & { status?: number; type?: string }

const unreadable: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'request.aborted': 'The request body was cut off before its end.',
  'request.size.invalid': 'The request body is not as long as its Content-Length says.',
  'entity.too.deep': `The request body nests arrays and objects more than ${MAX_JSON_DEPTH} deep.`,
  'entity.too.many': `The request body holds more than ${MAX_JSON_ITEMS.toLocaleString('en-AU')} values.`,
}

/** The libraries' messages never reach the caller; a parser's own failure stays a server error. */
export function bodyError(error: unknown): unknown {
  const { status, type } = (error ?? {}) as ParserError
  if (!status || status >= 500) return error
  if (status === 413) return new AppError(413, 'entity.too.large', 'The request body is too large.')
  if (type === 'charset.unsupported')
    return new AppError(415, type, 'The request body has an unsupported charset.')
  if (type === 'encoding.unsupported')
    return new AppError(
      415,
      type,
      'The request body has an unsupported Content-Encoding; send identity, gzip, deflate or br.',
    )
  return AppError.validation({
    $: [
      (type && unreadable[type]) ??
        'The request body could not be read: it is not compressed as its Content-Encoding says.',
    ],
  })
}

const explained =
  (parser: RequestHandler): RequestHandler =>
  (req, res, next) =>
    parser(req, res, (error?: unknown) => (error === undefined ? next() : next(bodyError(error))))

/** Read from the bytes before parsing, so a body made to be costly costs nothing to refuse. */
export function jsonBeyond(
  bytes: Uint8Array,
  limits: { depth: number; items: number },
): 'deep' | 'many' | undefined {
  let depth = 0
  let items = 0
  let inString = false
  for (let at = 0; at < bytes.length; at++) {
    const byte = bytes[at]!
    if (inString) {
      if (byte === 0x5c) at++
      else if (byte === 0x22) inString = false
    } else if (byte === 0x22) inString = true
    else if (byte === 0x2c) {
      if (++items > limits.items) return 'many'
    } else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > limits.depth) return 'deep'
    } else if (byte === 0x5d || byte === 0x7d) depth--
  }
  return undefined
}

const parseable = (_req: unknown, _res: unknown, body: Buffer) => {
  const beyond = jsonBeyond(body, { depth: MAX_JSON_DEPTH, items: MAX_JSON_ITEMS })
  if (beyond) throw Object.assign(new Error(`too ${beyond}`), { status: 400, type: `entity.too.${beyond}` })
}

export const jsonBody = (limit = '1mb') => explained(express.json({ limit, verify: parseable }))

export const pdfBody = (limit: number) => explained(express.raw({ type: 'application/pdf', limit }))

/** The exact bytes, for a caller that signs them (Stripe's webhook). */
export const rawBody = (limit = '1mb') => explained(express.raw({ type: '*/*', limit }))
