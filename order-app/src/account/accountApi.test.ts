import { describe, expect, it } from 'vitest'

import { safeNext } from './accountApi.ts'

const origin = 'https://valuedesk.example'

describe('safeNext', () => {
  it('when /sign-in?next=/\\evil.example is followed after signing in, then the customer stays on our site', () => {
    for (const next of ['/\\evil.example', '/\\/evil.example', '//evil.example', 'https://evil.example'])
      expect(safeNext(next, origin), next).toBe('/account')
  })

  it('when next is a page of ours, then the customer goes back to it', () => {
    expect(safeNext('/claim/12?key=abc#top', origin)).toBe('/claim/12?key=abc#top')
    expect(safeNext(null, origin)).toBe('/account')
  })
})
