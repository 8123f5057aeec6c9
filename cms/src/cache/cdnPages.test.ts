import { describe, expect, it } from 'vitest'

import { CDN_PAGE_CACHE_CONTROL, cdnMayKeep } from './cdnPages.ts'

describe('what the CDN may keep', () => {
  it('when a page is kept, then browsers ask every time and the CDN keeps it an hour, with a minute of grace', () => {
    expect(CDN_PAGE_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=3600, stale-while-revalidate=60')
    expect(CDN_PAGE_CACHE_CONTROL).not.toContain('must-revalidate')
  })

  it('when a page has a query string or an escaped character, then the CDN keeps no copy of it: one copy per page', () => {
    const url = (path: string) => new URL(path, 'https://www.example.com')
    expect(cdnMayKeep(url('/'))).toBe(true)
    expect(cdnMayKeep(url('/blogs/12/unit-trusts'))).toBe(true)
    expect(cdnMayKeep(url('/pricing?utm_source=newsletter'))).toBe(false)
    expect(cdnMayKeep(url('/pricing?'))).toBe(true)
    expect(cdnMayKeep(url('/pric%69ng'))).toBe(false)
  })
})
