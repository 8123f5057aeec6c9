import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@valuedesk/cms'

import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let editor: User
beforeAll(async () => {
  server = await startTestServer()
  editor = (await server.signIn('editor@pages.test', ['editor'])).user
})
afterAll(() => server?.close())

const pageId = async (slug: string) =>
  (await server.payload.find({ collection: 'pages', where: { slug: { equals: slug } }, limit: 1 })).docs[0]!
    .id
const rename = async (slug: string, to: string) =>
  server.payload.update({
    collection: 'pages',
    id: await pageId(slug),
    data: { slug: to, _status: 'published' },
    user: editor,
    overrideAccess: false,
  })

describe('pages with a route of their own', () => {
  it.each(['valuation', 'completed', 'home'])(
    'when an editor renames the page "%s", then it is refused with the reason and the page keeps its slug',
    async (slug) => {
      await expect(rename(slug, `${slug}-elsewhere`)).rejects.toMatchObject({
        data: {
          errors: [expect.objectContaining({ message: expect.stringContaining('the slug cannot change') })],
        },
      })
      expect(await pageId(slug)).toBeDefined()
    },
  )

  it('when an editor changes the title and content of the order form page, then that is saved', async () => {
    const page = await server.payload.update({
      collection: 'pages',
      id: await pageId('valuation'),
      data: { title: 'Order your valuation', _status: 'published' },
      user: editor,
      overrideAccess: false,
    })
    expect(page).toMatchObject({ slug: 'valuation', title: 'Order your valuation' })
  })

  it('when an editor renames a plain page, then its address changes', async () => {
    expect((await rename('about', 'about-us')).slug).toBe('about-us')
  })
})
