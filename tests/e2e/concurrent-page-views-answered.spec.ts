import { expect, test } from '@playwright/test'

import { pageBurst } from '../support/bursts.ts'
import { baseURL } from '../playwright.config.ts'

/** Figures: npm run bench:load. */
test('1,000 concurrent page views of the site are all answered in full, with no error', async ({
  request,
}) => {
  test.setTimeout(180_000)
  const blogs = await (await request.get('/blogs')).text()
  const post = /href="(\/blogs\/\d+\/[^"]+)"/.exec(blogs)?.[1]
  expect(post).toBeTruthy()
  const burst = await pageBurst(baseURL, ['/', '/pricing', '/faq', '/valuation', post!], 1000)
  expect(burst.errors).toEqual([])
  expect(burst.views).toHaveLength(1000)
})
