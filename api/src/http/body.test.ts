import { describe, expect, it } from 'vitest'

import { AppError } from '@valuedesk/domain'
import { bodyError, jsonBeyond, jsonBody, MAX_JSON_DEPTH, MAX_JSON_ITEMS } from './body.ts'

describe('bodyError', () => {
  it('when the body cannot be read, then it is a 400 on the body as a whole, in our words, not zlib’s', () => {
    const zlib = Object.assign(new Error('incorrect header check'), { status: 400, code: 'Z_DATA_ERROR' })
    const error = bodyError(zlib) as AppError
    expect(error.status).toBe(400)
    expect(Object.keys(error.details!)).toEqual(['$'])
    expect(JSON.stringify(error.details)).not.toMatch(/header check/)
  })

  it('when it is too large, or of an unknown charset or encoding, then it is a 413 or 415; a parser’s own failure stays a 500', () => {
    expect(
      (
        bodyError(
          Object.assign(new Error('too large'), { status: 413, type: 'entity.too.large' }),
        ) as AppError
      ).status,
    ).toBe(413)
    expect(
      (bodyError(Object.assign(new Error('x'), { status: 415, type: 'charset.unsupported' })) as AppError)
        .status,
    ).toBe(415)
    const internal = Object.assign(new Error('stream is not readable'), {
      status: 500,
      type: 'stream.not.readable',
    })
    expect(bodyError(internal)).toBe(internal)
  })
})

describe('jsonBeyond', () => {
  const bytes = (text: string) => Buffer.from(text)
  const limits = { depth: 3, items: 3 }
  it('when arrays and objects nest past the limit, then it is deep; brackets inside strings do not count', () => {
    expect(jsonBeyond(bytes('[[[1]]]'), limits)).toBeUndefined()
    expect(jsonBeyond(bytes('[[[[1]]]]'), limits)).toBe('deep')
    expect(jsonBeyond(bytes('{"a":{"b":[{}]}}'), limits)).toBe('deep')
    expect(jsonBeyond(bytes('{"a":"[[[[[[\\\\"}'), limits)).toBeUndefined()
    expect(jsonBeyond(bytes('{"a":"\\"[[[[[[\\""}'), limits)).toBeUndefined()
    expect(jsonBeyond(bytes(`${'['.repeat(500_000)}${']'.repeat(500_000)}`), limits)).toBe('deep')
  })

  it('when it holds more members and elements than the limit, then it is many; commas inside strings do not count', () => {
    expect(jsonBeyond(bytes('[1,2,3,4]'), limits)).toBeUndefined()
    expect(jsonBeyond(bytes('{"a":1,"b":2,"c":3,"d":4,"e":5}'), limits)).toBe('many')
    expect(jsonBeyond(bytes('["a,b,c,d,e,f"]'), limits)).toBeUndefined()
  })
})

describe('jsonBody', () => {
  it('when a megabyte of [[[[… or of 20,002 keys arrives, then it is a 400 on the body as a whole; a shallow body with brackets in its strings passes', async () => {
    const { default: express } = await import('express')
    const app = express()
    app.use(jsonBody())
    app.use((_req, res) => void res.status(204).end())
    app.use(((error, _req, res, _next) => {
      const known = error as AppError
      res.status(known.status).json(known.details)
    }) as import('express').ErrorRequestHandler)
    const server = app.listen(0)
    try {
      const { port } = server.address() as import('node:net').AddressInfo
      const deep = `${'['.repeat(400_000)}${']'.repeat(400_000)}`
      const answer = await fetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: deep,
      })
      expect(answer.status).toBe(400)
      expect(JSON.stringify(await answer.json())).toMatch(new RegExp(`more than ${MAX_JSON_DEPTH} deep`))
      const many = await fetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          Object.fromEntries(Array.from({ length: MAX_JSON_ITEMS + 2 }, (_, n) => [`k${n}`, n])),
        ),
      })
      expect(many.status).toBe(400)
      expect(JSON.stringify(await many.json())).toMatch(/more than 20,000 values/)
      const fine = await fetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ a: [{ b: [1, '[[[[[['] }] }),
      })
      expect(fine.status).toBe(204)
    } finally {
      server.close()
    }
  })
})
