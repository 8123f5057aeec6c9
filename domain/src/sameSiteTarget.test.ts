import { describe, expect, it } from 'vitest'

import { sameSiteTarget } from './sameSiteTarget.ts'

const origin = 'https://valuedesk.example'
const follow = (target: string | null) => sameSiteTarget(target, origin, '/account')

describe('sameSiteTarget', () => {
  it.each([
    '/\\evil.example',
    '//evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '///evil.example',
    '/.//evil.example',
    'https://evil.example/account',
    'http://valuedesk.example/account',
    'https://valuedesk.example.evil.example/',
    'https://valuedesk.example@evil.example/',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.example',
    '/\n/evil.example',
    '\t//evil.example',
    '/\\\tevil.example',
    'https:evil.example',
  ])('when the target is %j, then the browser stays on our site', (target) => {
    const place = follow(target)
    expect(new URL(place, origin).origin).toBe(origin)
    expect(place.startsWith('/') && !place.startsWith('//')).toBe(true)
  })

  it.each([
    ['/\\evil.example', '/account'],
    ['//evil.example', '/account'],
    ['https://evil.example', '/account'],
    ['javascript:alert(1)', '/account'],
    [null, '/account'],
    ['', '/account'],
  ])('when the target is %j, then it is the default', (target, place) => {
    expect(follow(target)).toBe(place)
  })

  it.each([
    ['/account?x=1#y', '/account?x=1#y'],
    ['/claim/abc?key=1', '/claim/abc?key=1'],
    ['https://valuedesk.example/account/firm', '/account/firm'],
    ['account/firm', '/account/firm'],
    ['/%2f%2fevil.example', '/%2f%2fevil.example'],
    ['/%5cevil.example', '/%5cevil.example'],
  ])('when the target %j is on our site, then it is followed as %j', (target, place) => {
    expect(follow(target)).toBe(place)
  })
})
