import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { toModelState } from './modelState.ts'

describe('toModelState', () => {
  it('when fields fail, then each field lists its messages under its dotted path', () => {
    const schema = z.object({
      Email: z.email('bad e-mail'),
      Address: z.object({ Postcode: z.string().length(4, 'four digits') }),
    })
    const result = schema.safeParse({ Email: 'nope', Address: { Postcode: '12' } })
    expect(result.success).toBe(false)
    expect(toModelState(result.error!)).toEqual({
      Email: ['bad e-mail'],
      'Address.Postcode': ['four digits'],
    })
  })

  it('when the body itself is wrong, then the problem is filed under "$"', () => {
    const result = z.object({}).safeParse('text')
    expect(Object.keys(toModelState(result.error!))).toEqual(['$'])
  })
})
