import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let home: string
beforeAll(async () => {
  server = await startTestServer({ site: true })
  home = await (await server.api('/')).text()
}, 600_000)
afterAll(() => server?.close())

describe('the home page’s testimonials', () => {
  it.each([
    'Karen M.</strong>, SMSF trustee · SMSF annual reporting (market value) · Toowoomba QLD',
    'David L.</strong>, Accountant · SMSF annual reporting (market value) · Bunbury WA',
    'Priya S.</strong>, Beneficiary · Capital gains tax · Mandurah WA',
    'Geoff R.</strong>, SMSF trustee · Indicative rental assessment for super fund administration · Welshpool WA',
  ])('when the page is read, then a testimonial says who, for what and where: %s', (caption) => {
    expect(home).toContain(caption)
  })

  it('when a purpose is printed, then it is in words, never its code', () => {
    const testimonials = /<section[^>]*id="testimonials"[\s\S]*?<\/section>/.exec(home)?.[0] ?? ''
    expect(testimonials).not.toMatch(/smsf-reporting|capital-gains-tax|smsf-rental-assessment/)
  })
})

describe('the home page’s preview of the sample report', () => {
  const img = () =>
    /<img[^>]*src="\/media\/sample-residential-report-preview\.webp"[^>]*>/.exec(home)?.[0] ?? ''

  it('when the page is read, then it shows the first pages of the sample report, saying what they show', () => {
    expect(img()).toMatch(
      /alt="The first two pages of the residential sample report: the cover, giving a market value of \$845,000/,
    )
  })

  it('when the picture loads, then it is sized, lazy and offered at smaller widths', async () => {
    expect(img()).toMatch(/ width="\d+"/)
    expect(img()).toMatch(/ height="\d+"/)
    expect(img()).toContain('loading="lazy"')
    expect(img()).toMatch(/srcset="[^"]*\.webp 400w/)
    const picture = await server.api('/media/sample-residential-report-preview.webp')
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toMatch(/image\/webp/)
  })

  it('when a customer wants more, then the samples’ PDFs and the page of sample reports are a click away', () => {
    const links = [...home.matchAll(/<a [^>]*href="([^"]+)"[^>]*>\s*([^<]*?)\s*</g)].map(([, href, text]) => [
      href,
      text,
    ])
    expect(links).toContainEqual(['/sample-report', 'What every report contains'])
    expect(links).toContainEqual(['/media/sample-residential-report.pdf', 'Residential Example'])
  })
})
