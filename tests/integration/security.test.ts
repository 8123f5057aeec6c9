import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

// The real limits, not the raised ones the other integration tests run with; the test client plays a load
// balancer on this machine.
process.env.RATE_LIMIT_MULTIPLIER = '1'
process.env.TRUST_PROXY = 'loopback'

let server: TestServer
beforeAll(async () => {
  // With Payload's REST handler where the admin (Next) stands, behind the same headers.
  server = await startTestServer({ cmsRest: true })
})
afterAll(() => server?.close())

describe('rate limits on the anonymous calls that write or send', () => {
  it('when the contact form is sent a sixth time in ten minutes, then it is a 429 that says when to try again, and nothing more is kept', async () => {
    const send = () =>
      server.api('/api/contacts/email', {
        method: 'POST',
        json: { Email: 'flood@example.com', BusinessName: 'Hello' },
      })
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(201)
    const limited = await send()
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500)
    expect((await limited.json()).message).toMatch(/Too many requests.*please wait \d+ seconds/)
    expect((await server.payload.count({ collection: 'enquiries' })).totalDocs).toBe(5)
  })

  it('when login is hammered from one address, then it is limited too, before any password is checked', async () => {
    const statuses = []
    for (let i = 0; i < 21; i++)
      statuses.push(
        (
          await server.api('/api/auth/login', {
            method: 'POST',
            json: { Email: `nobody${i}@example.com`, Password: 'wrong-password' },
          })
        ).status,
      )
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true)
    expect(statuses[20]).toBe(429)
  })

  it("when clients come through a trusted load balancer, then each is limited by its own address, not the balancer's", async () => {
    const send = (client: string) =>
      server.api('/api/contacts/email', {
        method: 'POST',
        headers: { 'x-forwarded-for': client },
        json: { Email: 'balanced@example.com', BusinessName: 'Hello' },
      })
    for (let i = 0; i < 5; i++) expect((await send('203.0.113.7')).status).toBe(201)
    expect((await send('203.0.113.7')).status).toBe(429)
    expect((await send('198.51.100.20')).status).toBe(201)
  })

  it('when another call is made, then it has its own allowance', async () => {
    expect(
      (
        await server.api('/api/auth/reset_password/request', {
          method: 'POST',
          json: { Email: 'someone@example.com' },
        })
      ).status,
    ).toBe(202)
  })
})

describe('security headers', () => {
  it('when the API answers, then it sends no X-Powered-By, nosniff, a strict referrer policy and a CSP that forbids framing by others', async () => {
    const response = await server.api('/api/telemetry/ping')
    expect(response.headers.get('x-powered-by')).toBeNull()
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    const csp = response.headers.get('content-security-policy')!
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toMatch(/stripe|google/)
    // HSTS only in production, where the site is served over HTTPS.
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('when an admin page is asked for, then its policy lets scripts run only from our origin, the pinned Monaco or with a nonce of its own', async () => {
    const policies = await Promise.all(
      ['/admin', '/admin', '/cms-api/posts'].map(async (path) =>
        (await server.api(path)).headers.get('content-security-policy')!,
      ),
    )
    const nonces = policies.map((policy) => policy.match(/'nonce-([^']+)'/)?.[1])
    expect(new Set(nonces).size).toBe(3)
    for (const [i, policy] of policies.entries()) {
      const directives = new Map(
        policy.split('; ').map((directive) => [directive.split(' ')[0], directive] as const),
      )
      expect(directives.get('script-src')).toBe(`script-src 'self' 'nonce-${nonces[i]}'`)
      expect(directives.get('object-src')).toBe("object-src 'none'")
      expect(directives.get('base-uri')).toBe("base-uri 'self'")
      expect(directives.get('frame-ancestors')).toBe("frame-ancestors 'self'")
      expect(directives.get('form-action')).toBe("form-action 'self'")
      expect(directives.get('connect-src')).toBe("connect-src 'self'")
      expect(directives.get('style-src')).toBe("style-src 'self' 'unsafe-inline'")
      expect(directives.get('img-src')).toBe("img-src 'self' data: blob:")
      expect(directives.get('font-src')).toBe("font-src 'self'")
      expect(directives.get('worker-src')).toBe("worker-src 'self'")
      expect(directives.get('frame-src')).toBe("frame-src 'self'")
      expect(policy).not.toMatch(/google|stripe|\*/)
    }
  })

  it('when a session cookie is set, then it is HttpOnly and SameSite', async () => {
    await server.payload.create({
      collection: 'users',
      data: { email: 'cookie@example.com', password: 'a long password', roles: ['customer'] },
    })
    // From a client of its own: this file's login limit was used up above.
    const response = await server.api('/api/auth/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': '192.0.2.10' },
      json: { Email: 'cookie@example.com', Password: 'a long password' },
    })
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie')!
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
  })

  it('when another site makes a write with the customer’s session cookie (CSRF), then it is anonymous and nothing changes', async () => {
    await server.payload.create({
      collection: 'users',
      data: { email: 'csrf@example.com', password: 'a long password', roles: ['customer'] },
    })
    const signedIn = await server.api('/api/auth/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': '192.0.2.11' },
      json: { Email: 'csrf@example.com', Password: 'a long password' },
    })
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!
    const contact = await (
      await server.api('/api/contacts', {
        method: 'POST',
        headers: { cookie },
        json: { FirstName: 'Cee', LastName: 'Surf', Email: 'csrf@example.com', Phone: '0400 000 001' },
      })
    ).json()
    for (const headers of [
      { cookie, origin: 'https://evil.example' },
      { cookie, 'sec-fetch-site': 'cross-site' },
    ] as Record<string, string>[]) {
      const forged = await server.api(`/api/contacts/${contact.ContactId}`, {
        method: 'PATCH',
        headers,
        json: { Email: 'attacker@evil.example' },
      })
      expect(forged.status).toBe(401)
    }
    expect((await server.payload.findByID({ collection: 'contacts', id: contact.ContactId })).email).toBe(
      'csrf@example.com',
    )
  })
})
