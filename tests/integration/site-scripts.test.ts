/** Runs against the built site (built first when missing or stale). */
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let editor: string
beforeAll(async () => {
  server = await startTestServer({ site: true })
  editor = (await server.signIn('editor@scripts.test', ['editor'])).token
}, 600_000)
afterAll(() => server?.close())

const title = 'Unit trusts </script><script>alert(1)</script> explained'

/** The JSON-LD blocks of a page, parsed; each ends, as a browser reads it, at the first `</script`. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script/gis)].flatMap(
    ([, json]) => JSON.parse(json!) as unknown,
  )
const scriptSrcOf = (policy: string | null) =>
  policy
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src ')) ?? ''

describe('stored text in the JSON-LD', () => {
  it('when an editor publishes a post whose title closes the script element, then its page carries the title as data, not markup', async () => {
    const created = await server.api('/api/blogs', {
      method: 'POST',
      token: editor,
      json: { Title: title, Excerpt: 'Trustees.', Content: 'Text.', Author: 'Jane Citizen' },
    })
    expect(created.status).toBe(201)
    const { BlogId, Url } = await created.json()
    const published = await server.api(`/api/blogs/${BlogId}`, {
      method: 'PATCH',
      token: editor,
      json: { Status: 'published' },
    })
    expect(published.status).toBe(200)

    const page = await server.api(Url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(jsonLdOf(html)).toContainEqual(expect.objectContaining({ headline: title }))
  })
})

/** The hashes (`'sha256-…'`) of the inline scripts of a page; JSON-LD is data, not run, and needs none. */
const inlineScriptHashesOf = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>(.*?)<\/script>/gs)]
    .filter(([, attributes]) => !attributes!.includes('application/ld+json'))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`)

describe("the site's Content-Security-Policy", () => {
  it.each(['/', '/valuation', '/faq'])(
    'when %s is served, then script-src has no unsafe-inline and lists a hash for each inline script of the page',
    async (path) => {
      const page = await server.api(path)
      expect(page.status).toBe(200)
      const scriptSrc = scriptSrcOf(page.headers.get('content-security-policy'))
      expect(scriptSrc).toMatch(/^script-src 'self'/)
      expect(scriptSrc).not.toContain('unsafe-inline')
      const hashes = inlineScriptHashesOf(await page.text())
      expect(hashes.length).toBeGreaterThan(0)
      for (const hash of hashes) expect(scriptSrc).toContain(hash)
    },
  )

  it('when the order wizard is served, then its policy lets in Stripe’s script, frames and API; no other page lets Stripe in, and none Google', async () => {
    const policyOf = async (path: string) => (await server.api(path)).headers.get('content-security-policy')!
    const wizard = await policyOf('/valuation')
    expect(wizard).toMatch(/script-src 'self'[^;]* https:\/\/js\.stripe\.com(;|$)/)
    expect(wizard).toContain('frame-src https://js.stripe.com https://hooks.stripe.com')
    expect(wizard).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com /)
    for (const path of ['/', '/faq']) {
      const policy = await policyOf(path)
      expect(policy, path).toContain("default-src 'self'")
      expect(policy, path).not.toMatch(/stripe|google/)
    }
    expect(wizard).not.toMatch(/google/)
  })

  it('when an editor previews a page, then the live-preview script runs by its hash too', async () => {
    const page = await server.api('/?preview=true', { headers: { authorization: `JWT ${editor}` } })
    const html = await page.text()
    expect(html).toContain('payload-document-event')
    const scriptSrc = scriptSrcOf(page.headers.get('content-security-policy'))
    expect(scriptSrc).not.toContain('unsafe-inline')
    for (const hash of inlineScriptHashesOf(html)) expect(scriptSrc).toContain(hash)
  })

  it('when a page is served again from the cache, then it carries the same policy', async () => {
    const first = await server.api('/faq')
    const second = await server.api('/faq')
    expect(second.headers.get('x-cache')).toBe('hit')
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
  })
})
