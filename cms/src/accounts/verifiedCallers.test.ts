import { describe, expect, it } from 'vitest'

import { jwtExpiry, VERIFIED_CALLER_MS, VerifiedCallers, type Caller } from './verifiedCallers.ts'

const user = (id: number) =>
  ({ id, email: `u${id}@example.com`, roles: ['customer'], _sid: `session-${id}` }) as unknown as Caller
const jwt = (claims: object) =>
  ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'signature'].join('.')

describe('verified callers', () => {
  it('believes a caller for 30 seconds at most', () => {
    const callers = new VerifiedCallers()
    callers.set('token-a', user(1), Infinity, 0)
    expect(callers.get('token-a', VERIFIED_CALLER_MS - 1)?.id).toBe(1)
    expect(callers.get('token-a', VERIFIED_CALLER_MS)).toBeUndefined()
  })

  it('never beyond the token’s own expiry', () => {
    const callers = new VerifiedCallers()
    callers.set('token-a', user(1), 5_000, 0)
    expect(callers.get('token-a', 4_999)?.id).toBe(1)
    expect(callers.get('token-a', 5_000)).toBeUndefined()
    callers.set('token-b', user(2), 0, 0)
    expect(callers.get('token-b', 0)).toBeUndefined()
  })

  it('keeps only callers with a session to check, and forgets one when told', () => {
    const callers = new VerifiedCallers()
    callers.set('no-session', { ...user(1), _sid: undefined }, Infinity, 0)
    expect(callers.get('no-session', 1)).toBeUndefined()
    callers.set('phone', user(1), Infinity, 0)
    callers.set('laptop', user(1), Infinity, 0)
    callers.forget('phone')
    expect(callers.get('phone', 1)).toBeUndefined()
    expect(callers.get('laptop', 1)?.id).toBe(1)
  })

  it('hands each request a copy: marking one caller does not mark the next', () => {
    const callers = new VerifiedCallers()
    callers.set('token', user(1), Infinity, 0)
    const first = callers.get('token', 1) as Caller & { _strategy?: string }
    first._strategy = 'changed'
    expect((callers.get('token', 1) as Caller & { _strategy?: string })._strategy).toBeUndefined()
  })

  it('reads a JWT’s expiry, and nothing from what is not one', () => {
    expect(jwtExpiry(jwt({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000)
    expect(jwtExpiry(jwt({ sub: 'no expiry' }))).toBeUndefined()
    expect(jwtExpiry('not a token')).toBeUndefined()
  })

  it('forgets every kept caller of a user who changed, and only theirs', () => {
    const callers = new VerifiedCallers()
    callers.set('phone', user(1), Infinity, 0)
    callers.set('laptop', user(1), Infinity, 0)
    callers.set('other', user(2), Infinity, 0)
    callers.forgetUser(1)
    expect([callers.get('phone', 0), callers.get('laptop', 0), callers.get('other', 0)?.id]).toEqual([
      undefined,
      undefined,
      2,
    ])
  })
})
