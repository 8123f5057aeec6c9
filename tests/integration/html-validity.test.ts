import { HtmlValidate, type Message } from 'html-validate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { reportToComplete } from '../support/reportToComplete.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

/**
 * html-validate's "standard" preset: the HTML specification's rules, not a house style. The sitemap leaves out the
 * order flow's pages and the 404, so they are added.
 */
let server: TestServer
/** A delivered report's code, for its page at /verify/{code}. */
let code: string
beforeAll(async () => {
  server = await startTestServer({ site: true })
  const flow = await reportToComplete(server)
  await flow.complete()
  code = (await flow.report()).verification!.code!
}, 600_000)
afterAll(() => server?.close())

const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: {
    // Astro writes boolean attributes as attr="" and void elements as <br>; both are HTML.
    'attribute-boolean-style': 'off',
    'void-style': 'off',
  },
})

const problemsOf = async (html: string, path: string) => {
  const report = await validator.validateString(html, path)
  return report.results.flatMap((result) =>
    result.messages.map(
      (message: Message) => `${path}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
    ),
  )
}

describe('the site as HTML', () => {
  it('when every page is checked, then none has an error', async () => {
    const sitemap = await (await server.api('/sitemap.xml')).text()
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
    const paths = [
      ...new Set([
        ...listed,
        '/valuation',
        '/completed',
        '/orders',
        '/orders/1/answer',
        '/confirm-email',
        '/reset-password',
        '/set-password',
        '/sign-in',
        '/create-account',
        '/account',
        '/account/claim',
        '/account/firm/join',
        '/account/firm',
        '/account/bulk-order',
        '/verify',
        '/verify?code=not-a-code',
        `/verify/${code}`,
        '/verify/ZZZZZ-ZZZZZ',
        '/no-such-page',
      ]),
    ]
    expect(listed.length).toBeGreaterThan(5)
    expect(code).toBeTruthy()
    const problems: string[] = []
    for (const path of paths) {
      const response = await server.api(path)
      expect(response.headers.get('content-type'), path).toMatch(/text\/html/)
      const html = await response.text()
      problems.push(...(await problemsOf(html, path)))
      // What html-validate's rules leave out: a list item's number only in a numbered list, and every
      // in-page link with a target in the served HTML (no JavaScript needed to get there).
      if (/<ul[^>]*>(?:(?!<\/ul>).)*<li[^>]* value=/s.test(html))
        problems.push(`${path}: <li value> in a <ul>`)
      for (const [, id] of html.matchAll(/href="#([^"]+)"/g))
        if (!html.includes(`id="${id}"`))
          problems.push(`${path}: link to #${id}, which is nowhere on the page`)
      for (const fact of [
        'Level 12, 340 Adelaide Street, Brisbane QLD 4000',
        'ABN 52 671 204 118',
        'holds professional indemnity insurance',
        'Liability limited by a scheme approved under Professional Standards Legislation.',
      ])
        if (!html.includes(fact)) problems.push(`${path}: no "${fact}" in the footer`)
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
      if ((title.match(/ValueDesk/g) ?? []).length > 1) problems.push(`${path}: title "${title}"`)
    }
    expect(problems).toEqual([])
  })
})
