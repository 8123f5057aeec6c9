import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let editor: string
let customer: string
beforeAll(async () => {
  server = await startTestServer()
  editor = (await server.signIn('editor@example.com', ['editor'])).token
  customer = (await server.signIn('customer@example.com', ['customer'])).token
})
afterAll(() => server?.close())

const post = {
  Title: 'Valuing a property held in a unit trust',
  Excerpt: 'What the trustee needs to give the valuer, and what the report says.',
  Content: '## What you send\n\nThe title search and **the lease**.\n\n- Rent roll\n- Outgoings',
  Author: 'Jane Citizen',
}

describe('blogs over the Posts collection', () => {
  it('when searched by text and by category, then the seeded posts match, newest first, without their content', async () => {
    const all = await (await server.api('/api/blogs', { token: customer })).json()
    expect(all.TotalItems).toBe(4)
    expect(all.Items[0].Content).toBe('')
    const tax = await (await server.api('/api/blogs?category=tax', { token: customer })).json()
    expect(tax.Items.map((item: { Title: string }) => item.Title).sort()).toEqual([
      'Market rent for related-party leases in an SMSF',
      'Retrospective valuations for capital gains tax',
    ])
    const auditors = await (
      await server.api('/api/blogs?text=auditors&pageSize=1', { token: customer })
    ).json()
    expect(auditors.Items).toHaveLength(1)
    expect(auditors.TotalPages).toBe(auditors.TotalItems)
    expect(`${auditors.Items[0].Title} ${auditors.Items[0].Excerpt}`).toMatch(/auditors/i)
    const titled = await (await server.api('/api/blogs?text=stale-value', { token: customer })).json()
    expect(titled.Items).toEqual([
      expect.objectContaining({
        Title: 'SMSF property valuations and what auditors expect',
        Status: 'published',
      }),
    ])
    expect(titled.Items[0].Categories.map((category: { Title: string }) => category.Title)).toEqual([
      'SMSF',
      'Guides',
    ])
  })

  it('when an editor writes a draft, then only editors see it; once published, everyone does, with its Markdown', async () => {
    const created = await server.api('/api/blogs', { method: 'POST', token: editor, json: post })
    expect(created.status).toBe(201)
    const draft = await created.json()
    expect(draft).toMatchObject({
      Title: post.Title,
      Slug: 'valuing-a-property-held-in-a-unit-trust',
      Status: 'draft',
      PublishedAt: null,
    })
    expect(draft.Url).toBe(`/blogs/${draft.BlogId}/valuing-a-property-held-in-a-unit-trust`)
    expect(draft.Content).toContain('**the lease**')
    expect((await server.api(`/api/blogs/${draft.BlogId}`, { token: customer })).status).toBe(404)
    expect(
      (await (await server.api('/api/blogs?text=unit trust', { token: editor })).json()).TotalItems,
    ).toBe(1)
    expect(
      (await (await server.api('/api/blogs?text=unit trust', { token: customer })).json()).TotalItems,
    ).toBe(0)

    const published = await server.api(`/api/blogs/${draft.BlogId}`, {
      method: 'PATCH',
      token: editor,
      json: { Status: 'published', Excerpt: 'What trustees send and what the report says.' },
    })
    expect(published.status).toBe(200)
    expect(await published.json()).toMatchObject({
      Status: 'published',
      Excerpt: 'What trustees send and what the report says.',
      PublishedAt: expect.any(String),
    })
    const read = await (await server.api(`/api/blogs/${draft.BlogId}`, { token: customer })).json()
    expect(read.Content).toMatch(/^## What you send/)
    expect(read.Content).toContain('- Rent roll')
  })

  it('when the body is wrong or the slug taken, then it is a 400 naming the field', async () => {
    const bad = await server.api('/api/blogs', {
      method: 'POST',
      token: editor,
      json: { Title: '', Excerpt: 'x'.repeat(301), Content: 'x', Author: 'A', Slug: 'Not A Slug' },
    })
    expect(Object.keys(await bad.json()).sort()).toEqual(['Excerpt', 'Slug', 'Title'])
    const taken = await server.api('/api/blogs', {
      method: 'POST',
      token: editor,
      json: { ...post, Slug: 'valuing-a-property-held-in-a-unit-trust' },
    })
    expect(taken.status).toBe(400)
    expect(await taken.json()).toHaveProperty('Slug')
    const category = await server.api('/api/blogs', {
      method: 'POST',
      token: editor,
      json: { ...post, Slug: 'another', CategoryIds: [999999] },
    })
    expect(await category.json()).toHaveProperty('CategoryIds')
  })

  it('when a customer writes, nobody is signed in, or the post does not exist, then 403, 401 and 404', async () => {
    expect(
      (
        await server.api('/api/blogs', {
          method: 'POST',
          token: customer,
          json: { ...post, Slug: 'by-a-customer' },
        })
      ).status,
    ).toBe(403)
    const [first] = (await server.payload.find({ collection: 'posts', limit: 1 })).docs
    expect(
      (
        await server.api(`/api/blogs/${first!.id}`, {
          method: 'PATCH',
          token: customer,
          json: { Title: 'Defaced' },
        })
      ).status,
    ).toBe(403)
    expect((await server.payload.findByID({ collection: 'posts', id: first!.id })).title).not.toBe('Defaced')
    expect((await server.api('/api/blogs')).status).toBe(401)
    expect((await server.api('/api/blogs', { method: 'POST', json: post })).status).toBe(401)
    expect((await server.api('/api/blogs/999999', { token: editor })).status).toBe(404)
    expect(
      (await server.api('/api/blogs/999999', { method: 'PATCH', token: editor, json: { Title: 'X' } }))
        .status,
    ).toBe(404)
  })
})
