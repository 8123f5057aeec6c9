import { expect, test } from '@playwright/test'

import { accessibilityViolations, adminHeaders, expectNoConsoleErrors, watchConsole } from './support.ts'

/** Every route of the marketing site, with the heading a visitor should see and a line of its content. */
const routes = [
  { path: '/', heading: /Independent property valuations/, text: /How we do it/i },
  { path: '/pricing', heading: /pric|fee/i, text: /\$220/ },
  { path: '/faq', heading: /question|FAQ/i, text: /72 hours/ },
  { path: '/sample-report', heading: /sample|receive/i, text: /Residential Example/ },
  { path: '/terms-and-conditions', heading: /terms/i, text: /18/ },
  { path: '/privacy-policy', heading: /privacy/i, text: /7 days/ },
  { path: '/acceptable-use-policy', heading: /acceptable use/i, text: /must not/i },
  { path: '/about', heading: /about|who we are/i, text: /licensed/i },
  { path: '/completed', heading: /No order to show/, text: /no order is named here/ },
  { path: '/valuation', heading: /e-valuation|valuation/i, text: /property/i },
  { path: '/blogs', heading: /^Blog$/, text: /SMSF/ },
  { path: '/image-credits', heading: /credit/i, text: /licen[cs]e/i },
]

for (const route of routes) {
  test(`${route.path} shows its heading and content, with no console errors and no WCAG A/AA violations`, async ({
    page,
  }) => {
    const errors = await watchConsole(page)
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
    await expect(page.locator('main')).toContainText(route.text)
    // The order pages end with the order, the credits with the credits; every other page invites an order.
    if (!['/completed', '/valuation', '/image-credits'].includes(route.path))
      await expect(page.locator('main > section:last-of-type')).toHaveClass(/cta/)
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()))
    expect(await accessibilityViolations(page)).toEqual([])
    await expectNoConsoleErrors(errors)
  })
}

test('a blog post opens from the list; a wrong slug redirects permanently and an unknown id is a 404', async ({
  page,
  request,
}) => {
  await page.goto('/blogs')
  const first = page.locator('main h2 a').first()
  const title = await first.textContent()
  await first.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!)
  expect(await accessibilityViolations(page)).toEqual([])
  const [, id, slug] = new URL(page.url()).pathname.split('/').filter(Boolean)
  const wrong = await request.get(`/blogs/${id}/not-the-slug`, { maxRedirects: 0 })
  expect(wrong.status()).toBe(301)
  expect(wrong.headers().location).toBe(`/blogs/${id}/${slug}`)
  expect((await request.get('/blogs/999999/anything')).status()).toBe(404)
})

test('an unknown address gets a helpful 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/couldn’t find/)
  await expect(page.getByRole('link', { name: 'Pricing' }).first()).toBeVisible()
})

test('the sample reports open as PDFs in a new tab', async ({ page, context }) => {
  await page.goto('/sample-report')
  for (const label of ['Residential Example', 'Commercial Example']) {
    const link = page.getByRole('link', { name: label })
    await expect(link).toHaveAttribute('target', '_blank')
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()])
    const response = await tab.request.get(tab.url())
    expect(response.headers()['content-type']).toBe('application/pdf')
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
    await tab.close()
  }
})

test('search engines get a sitemap, robots.txt, an RSS feed and structured data', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/pricing', '/faq', '/blogs/']) expect(sitemap).toContain(path)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Sitemap:')
  for (const path of ['/account', '/sign-in', '/orders/']) expect(robots).toContain(`Disallow: ${path}\n`)
  expect(await (await request.get('/blogs/rss.xml')).text()).toContain('<rss version="2.0">')
  await page.goto('/faq')
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent()
  expect(JSON.parse(jsonLd!).map((item: { '@type': string }) => item['@type'])).toEqual([
    'Organization',
    'FAQPage',
  ])
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/faq$/)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/)
})

test('the order form stays at /valuation: the CMS refuses to rename the pages with a route of their own', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  for (const slug of ['valuation', 'completed', 'home']) {
    const { docs } = await (
      await request.get(`/cms-api/pages?where[slug][equals]=${slug}&depth=0`, { headers })
    ).json()
    const renamed = await request.patch(`/cms-api/pages/${docs[0].id}`, {
      headers,
      data: { slug: `${slug}-renamed`, _status: 'published' },
    })
    expect(renamed.status(), slug).toBe(400)
    // Payload's REST answer names the field; the reason is in its validation message (tests/integration/pages.test.ts).
    expect(await renamed.text(), slug).toContain('Slug')
  }
  expect((await request.get('/valuation-renamed')).status()).toBe(404)
  await page.goto('/valuation')
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'))
  await expect(page.locator('.wizard').getByLabel('Property address')).toBeVisible()
})
