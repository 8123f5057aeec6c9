import type { Payload, Where } from 'payload'
import type { z } from 'zod'

import { lexicalToMarkdown, markdownConverter, type Post } from '@valuedesk/cms'
import { AppError, idOf, postPath } from '@valuedesk/domain'
import type { BlogPatch, BlogRequest, BlogSearch } from '@valuedesk/domain'

import { possibleId } from '../http/caller.ts'

let converters:
  | Promise<{
      toLexical: Awaited<ReturnType<typeof markdownConverter>>
      toMarkdown: Awaited<ReturnType<typeof lexicalToMarkdown>>
    }>
  | undefined
const markdown = (payload: Payload) =>
  (converters ??= Promise.all([markdownConverter(payload), lexicalToMarkdown(payload)]).then(
    ([toLexical, toMarkdown]) => ({ toLexical, toMarkdown }),
  ))

/** The spec's search object; digits that cannot be an id find nothing. */
export function blogWhere(payload: Payload, search: z.output<typeof BlogSearch>): Where {
  const and: Where[] = []
  if (search.text) and.push({ or: [{ title: { like: search.text } }, { excerpt: { like: search.text } }] })
  if (search.category)
    and.push(
      /^\d+$/.test(search.category)
        ? possibleId(payload, search.category)
          ? { categories: { in: [search.category] } }
          : { id: { exists: false } }
        : { 'categories.slug': { equals: search.category } },
    )
  return { and }
}

export async function toBlogResponse(payload: Payload, post: Post, withContent = true) {
  const { toMarkdown } = await markdown(payload)
  return {
    BlogId: post.id,
    Title: post.title,
    Slug: post.slug ?? null,
    Excerpt: post.excerpt,
    Author: post.author,
    Content: withContent ? toMarkdown(post.content) : '',
    Categories: (post.categories ?? [])
      .filter((category) => typeof category === 'object')
      .map((category) => ({ CategoryId: category.id, Title: category.title })),
    Status: post._status ?? 'draft',
    PublishedAt: post.publishedAt ?? null,
    Url: postPath(post),
  }
}

async function categories(payload: Payload, ids: (number | string)[] | undefined) {
  if (!ids) return undefined
  const possible = ids.filter((id) => possibleId(payload, id))
  const { docs } = possible.length
    ? await payload.find({
        collection: 'categories',
        where: { id: { in: possible } },
        limit: 0,
        pagination: false,
        depth: 0,
      })
    : { docs: [] }
  const missing = ids.filter((id) => !docs.some((doc) => String(doc.id) === String(id)))
  if (missing.length) throw AppError.validation({ CategoryIds: [`No blog category ${missing.join(', ')}.`] })
  return docs.map((doc) => doc.id)
}

export async function toPostData(
  payload: Payload,
  body: z.output<typeof BlogPatch> | z.output<typeof BlogRequest>,
) {
  const { toLexical } = await markdown(payload)
  return {
    title: body.Title,
    excerpt: body.Excerpt,
    author: body.Author,
    slug: body.Slug,
    content: body.Content === undefined ? undefined : toLexical(body.Content),
    categories: await categories(payload, body.CategoryIds),
    publishedAt: body.PublishedAt,
    _status: body.Status,
  }
}

/** Payload refuses a taken slug (unique index) with a 400 on `slug`: name the API's field. */
export const slugTaken = (error: { status?: number; data?: { errors?: { path: string }[] } }) => {
  if (error.status === 400 && error.data?.errors?.some((issue) => issue.path === 'slug'))
    throw AppError.validation({ Slug: ['Another post already has this address; choose another slug.'] })
  throw error
}

export const categoryIds = (post: Post) => (post.categories ?? []).map(idOf)
