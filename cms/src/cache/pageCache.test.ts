import { describe, expect, it } from 'vitest'

import { PageCache } from './pageCache.ts'

const page = (...tags: string[]) => ({ body: '<html>', headers: {}, etag: '"x"', tags: new Set(tags) })

describe('PageCache', () => {
  it('when content is purged by tag, then exactly the pages that used it are dropped', () => {
    const cache = new PageCache()
    cache.set('/', page('pages:1', 'global:header'))
    cache.set('/pricing', page('pages:2', 'products', 'global:header'))
    cache.set('/faq', page('pages:3', 'faqs', 'global:header'))
    expect(cache.purge(['products'])).toEqual(['/pricing'])
    expect(cache.get('/')).toBeDefined()
    expect(cache.purge(['global:header']).sort()).toEqual(['/', '/faq'])
    expect(cache.size).toBe(0)
  })

  it('when full, then the least recently used page is dropped first', () => {
    const cache = new PageCache(2)
    cache.set('/a', page())
    cache.set('/b', page())
    cache.get('/a')
    cache.set('/c', page())
    expect(cache.get('/b')).toBeUndefined()
    expect(cache.get('/a')).toBeDefined()
  })

  it('when a purge comes while a page renders, then that page is not kept (it may show what was purged)', () => {
    const cache = new PageCache()
    const renderedSince = cache.version
    cache.purge(['pages:9'])
    cache.set('/pricing', page('pages:2'), renderedSince)
    expect(cache.get('/pricing')).toBeUndefined()
    cache.set('/pricing', page('pages:2'), cache.version)
    expect(cache.get('/pricing')).toBeDefined()
  })
})
