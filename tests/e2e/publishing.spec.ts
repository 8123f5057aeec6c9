import { expect, test } from '@playwright/test'

import { adminHeaders } from './support.ts'

test('a page edited and published in the CMS is live on the next request; a draft stays invisible', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const { docs } = await (
    await request.get('/cms-api/pages?where[slug][equals]=pricing&depth=0', { headers })
  ).json()
  const pricing = docs[0]
  await page.goto('/pricing')
  const first = await request.get('/pricing')
  expect(first.headers()['x-cache']).toBe('hit')

  const published = `Straightforward fees ${Date.now()}`
  const layout = pricing.layout.map((block: { blockType: string }, index: number) =>
    index === 0 ? { ...block, heading: published } : block,
  )
  expect(
    (
      await request.patch(`/cms-api/pages/${pricing.id}`, { headers, data: { layout, _status: 'published' } })
    ).ok(),
  ).toBe(true)
  await page.goto('/pricing')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(published)

  const draft = `Secret draft heading ${Date.now()}`
  const draftLayout = pricing.layout.map((block: { blockType: string }, index: number) =>
    index === 0 ? { ...block, heading: draft } : block,
  )
  expect(
    (
      await request.patch(`/cms-api/pages/${pricing.id}?draft=true`, {
        headers,
        data: { layout: draftLayout, _status: 'draft' },
      })
    ).ok(),
  ).toBe(true)
  await page.goto('/pricing')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(published)
  expect(await (await request.get('/pricing?preview=true')).text()).not.toContain(draft)

  // The editor's preview shows the draft (the session cookie from the admin login).
  const login = await page.request.post('/api/auth/login', {
    data: { Email: 'admin@e2e.test', Password: 'e2e-admin-password' },
  })
  expect(login.ok()).toBe(true)
  await page.goto('/pricing?preview=true')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft)
  await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible()
})

test('a blog post edited and published in the CMS is live on the next request, in the list and on its page', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const { docs } = await (
    await request.get('/cms-api/posts?limit=1&sort=-publishedAt&depth=0', { headers })
  ).json()
  const post = docs[0]
  await page.goto('/blogs')
  await page.goto(`/blogs/${post.id}/${post.slug}`)

  const title = `Fresh thinking on SMSF valuations ${Date.now()}`
  expect(
    (
      await request.patch(`/cms-api/posts/${post.id}`, { headers, data: { title, _status: 'published' } })
    ).ok(),
  ).toBe(true)
  await page.goto(`/blogs/${post.id}/${post.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await page.goto('/blogs')
  await expect(page.getByRole('link', { name: title })).toBeVisible()

  const unpublished = await request.patch(`/cms-api/posts/${post.id}`, {
    headers,
    data: { _status: 'draft' },
  })
  expect(unpublished.ok()).toBe(true)
  expect((await request.get(`/blogs/${post.id}/${post.slug}`)).status()).toBe(404)
  await page.goto('/blogs')
  await expect(page.getByRole('link', { name: title })).toHaveCount(0)
  await request.patch(`/cms-api/posts/${post.id}`, { headers, data: { _status: 'published' } })
})

test('a cached page goes out compressed as the browser asks: the same page in brotli, gzip or plain', async ({
  request,
}) => {
  await request.get('/faq')
  const plain = await request.get('/faq', { headers: { 'accept-encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  for (const encoding of ['br', 'gzip']) {
    const response = await request.get('/faq', { headers: { 'accept-encoding': encoding } })
    expect(response.headers()).toMatchObject({
      'x-cache': 'hit',
      'content-encoding': encoding,
      vary: expect.stringContaining('Accept-Encoding'),
    })
    expect(await response.text()).toBe(await plain.text())
  }
})
