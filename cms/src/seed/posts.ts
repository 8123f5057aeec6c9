import type { Payload } from 'payload'

import type { MarkdownToLexical } from '../richText/markdown.ts'
import { mediaId, type MediaIds } from './media.ts'
import { listFiles, readMarkdown } from './readContent.ts'

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

async function categoryId(payload: Payload, title: string) {
  const slug = slugify(title)
  const { docs } = await payload.find({
    collection: 'categories',
    where: { slug: { equals: slug } },
    limit: 1,
  })
  return (docs[0] ?? (await payload.create({ collection: 'categories', data: { title, slug } }))).id
}

export async function seedPosts(payload: Payload, media: MediaIds, toLexical: MarkdownToLexical) {
  for (const file of listFiles('posts', '.md')) {
    const { data, body } = readMarkdown('posts', file)
    const slug = data.slug || slugify(data.title ?? file.replace(/\.md$/, ''))
    const existing = await payload.count({ collection: 'posts', where: { slug: { equals: slug } } })
    if (existing.totalDocs > 0) continue
    const categories = []
    for (const title of (data.categories ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean))
      categories.push(await categoryId(payload, title))
    await payload.create({
      collection: 'posts',
      data: {
        title: data.title ?? slug,
        slug,
        excerpt: data.excerpt ?? '',
        author: data.author ?? 'ValueDesk',
        heroImage: mediaId(media, data.heroImage),
        categories,
        publishedAt: data.publishedAt ? new Date(data.publishedAt).toISOString() : new Date().toISOString(),
        content: toLexical(body),
        meta: { description: data.metaDescription },
        _status: 'published',
      },
    })
  }
}
