import { describe, expect, it } from 'vitest'

import { AppError } from '@valuedesk/domain'
import { bodyError } from './body.ts'

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
