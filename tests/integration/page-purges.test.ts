/** One process plays both sides here; scale-out.test.ts runs two real processes. */
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const page = (...tags: string[]) => ({ body: '<html>', headers: {}, etag: '"e"', tags: new Set(tags) })

it('when a page is published, then the purge of the pages that showed it is recorded for every process', async () => {
  const [pricing] = (
    await server.payload.find({ collection: 'pages', where: { slug: { equals: 'pricing' } }, limit: 1 })
  ).docs
  await server.payload.update({
    collection: 'pages',
    id: pricing!.id,
    data: { title: 'Pricing, republished', _status: 'published' },
  })
  const { docs } = await server.payload.find({ collection: 'page-purges', sort: '-createdAt', limit: 5 })
  expect(docs.map((purge) => purge.tags)).toContainEqual([`pages:${pricing!.id}`, 'pages'])
})

it('when another process records a purge, then the cached pages here that used its tags are dropped, and no others', async () => {
  const { pageCache } = await import('@valuedesk/cms')
  pageCache.set('/pricing', page('test-products', 'test-header'))
  pageCache.set('/faq', page('test-faqs', 'test-header'))
  // What another process's publish writes.
  await server.payload.create({ collection: 'page-purges', data: { tags: ['test-products'] } })
  const deadline = Date.now() + 5000
  while (pageCache.get('/pricing') && Date.now() < deadline) await sleep(20)
  expect(pageCache.get('/pricing')).toBeUndefined()
  expect(pageCache.get('/faq')).toBeDefined()
})
