import { describe, expect, it } from 'vitest'

import { unstorableText } from './validate.ts'

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
