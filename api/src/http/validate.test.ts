import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { knownQuery, unstorableText } from './validate.ts'

describe('unstorableText', () => {
  it('when text holds no NUL, then nothing is found', () => {
    expect(
      unstorableText({ Name: 'Ann', Tags: ['a', 'b'], Nested: { Deep: 'ok' }, Count: 3, Empty: null }),
    ).toEqual({})
  })

  it('when a value or a key holds a NUL, then each place is named as the model state names fields', () => {
    expect(
      Object.keys(
        unstorableText({ Name: 'A\u0000nn', Licences: [{ Number: 'x\u0000' }], Details: { 'ke\u0000y': 1 } }),
      ).sort(),
    ).toEqual(['Details', 'Licences.0.Number', 'Name'])
    expect(Object.keys(unstorableText('\u0000'))).toEqual(['$'])
  })

  it('when text holds half of a surrogate pair, then it is named; whole pairs (emoji) are fine', () => {
    expect(Object.keys(unstorableText({ A: 'x\uD800', B: '\uDC00y', C: '👩‍👩‍👧‍👦 𝒳' })).sort()).toEqual(['A', 'B'])
  })

  it('when the input nests thousands of levels deep, then it is walked without running out of stack', () => {
    const deep = JSON.parse(`${'['.repeat(20_000)}"\\u0000"${']'.repeat(20_000)}`)
    expect(Object.keys(unstorableText(deep))).toHaveLength(1)
  })
})

describe('knownQuery', () => {
  const run = (schema: z.ZodType | undefined, query: Record<string, string>) => {
    let passed = false
    try {
      knownQuery(schema)({ query } as never, {} as never, () => (passed = true))
    } catch (error) {
      return (error as { details?: unknown }).details
    }
    return passed
  }

  it('when the query names only parameters the route takes, then it goes on', () => {
    expect(run(z.object({ search: z.string().optional() }), { search: 'x' })).toBe(true)
    expect(run(undefined, {})).toBe(true)
  })

  it('when the query names a parameter the route does not take, then it is a 400 naming it and saying which it takes', () => {
    expect(run(z.object({ search: z.string().optional() }), { serach: 'x' })).toEqual({
      serach: ['Unknown query parameter. This call takes only search.'],
    })
    expect(run(undefined, { page: '2' })).toEqual({
      page: ['Unknown query parameter. This call takes no query parameters.'],
    })
  })
})
