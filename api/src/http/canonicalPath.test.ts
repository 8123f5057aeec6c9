import { describe, expect, it } from 'vitest'

import { canonicalPath, nonCanonicalPath } from './canonicalPath.ts'

describe('nonCanonicalPath', () => {
  it.each([
    ['/admin/../cms-api/users/login', /dot-segment/],
    ['/_next/../cms-api/users/unlock', /dot-segment/],
    ['/cms-api/./users', /dot-segment/],
    ['/cms-api/users/..', /dot-segment/],
    ['/admin/%2e%2e/cms-api/users/login', /escapes "\."/],
    ['/admin/%2E%2E/cms-api/users/login', /escapes "\."/],
    ['/admin/.%2e/cms-api/users/login', /escapes "\."/],
    ['/cms-api/users%2funlock', /escaped separator/],
    ['/cms-api/users%2Funlock', /escaped separator/],
    ['/admin%5c..%5ccms-api/users', /escaped separator/],
    ['/admin\\..\\cms-api/users', /must be %-escaped/],
    ['/cms-api//users/unlock', /empty segment/],
    ['//cms-api/users', /empty segment/],
    ['/%63ms-api/users/login', /escapes "c"/],
    ['/cms-api/users/%75nlock', /escapes "u"/],
    ['/cms-api/users/unlock%7E', /escapes "~"/],
    ['/cms-api/users/un%09lock', /control character/],
    ['/cms-api/users/un\tlock', /must be %-escaped/],
    ['/cms-api/users/%C0%AE%C0%AE', /not UTF-8/],
    ['/cms-api/users/%ED%A0%80', /not UTF-8/],
    ['/files/%FF/download', /not UTF-8/],
    ['/files/%zz', /broken %-escape/],
    ['/files/%4', /broken %-escape/],
    ['http://127.0.0.1/cms-api/users', /starting with \//],
    ['*', /starting with \//],
    ['/caf\u00e9', /must be %-escaped/],
  ])('when the path is %s, then it is refused', (path, reason) => {
    expect(nonCanonicalPath(path)).toMatch(reason)
  })

  it.each([
    '/',
    '/api/valuations/12/status',
    '/cms-api/users/login',
    '/CMS-API/users/login',
    '/admin/collections/pages/3',
    '/account/',
    '/_next/static/chunks/app/(payload)/admin/[[...segments]]/page-1a2b.js',
    '/_astro/index.B9xQ-_~1.css',
    '/media/site%20plan%20(1).jpg',
    '/media/50%25-off.jpg',
    '/api/geo/google/autocomplete',
    '/verify/ABCD-1234',
    '/blogs/12/caf%C3%A9-and-%E2%80%AE',
    "/api/postcodes/O'Connor;x=1",
  ])('when the path is %s, then it is canonical', (path) => {
    expect(nonCanonicalPath(path)).toBeUndefined()
  })
})

describe('canonicalPath', () => {
  const run = (url: string) => {
    let status = 0
    let body: unknown
    let passed = false
    const res = {
      status: (code: number) => ((status = code), res),
      json: (value: unknown) => void (body = value),
    }
    canonicalPath({ url } as never, res as never, () => void (passed = true))
    return { status, body, passed }
  }

  it('when the path is not canonical, then it is a 400 naming Path, whatever the query', () => {
    const refused = run('/admin/../cms-api/users/login?x=1')
    expect(refused.passed).toBe(false)
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({ Path: [expect.stringMatching(/dot-segment/)] })
  })

  it('when only the query has escapes or dots, then the request goes on', () => {
    expect(run('/sign-in?next=/%2e%2e/%2f%5c..//x').passed).toBe(true)
  })
})
