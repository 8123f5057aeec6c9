import { z } from 'zod'

import { dateTime } from '../order/dates.ts'

const id = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)])

/** GET /api/blogs: the spec's search object, as query parameters. */
export const BlogSearch = z.object({
  text: z.string().trim().max(100).optional(),
  category: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
})

const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and hyphens, like “smsf-valuations”.')
  .max(120)

/** POST /api/blogs: a post written in Markdown; drafts stay unpublished until Status is published. */
export const BlogRequest = z.strictObject({
  Title: z.string().trim().min(1, 'Give the post a title.').max(200),
  Excerpt: z
    .string()
    .trim()
    .min(1, 'Write a short summary for the blog list.')
    .max(300, 'Keep the summary under 300 characters.'),
  Content: z.string().trim().min(1, 'Write the post.').max(100_000),
  Author: z.string().trim().min(1, 'Name the author.').max(100),
  Slug: slug.optional(),
  CategoryIds: z.array(id).max(10).optional(),
  Status: z.enum(['draft', 'published']).default('draft'),
  PublishedAt: dateTime().optional(),
})
export const BlogPatch = BlogRequest.omit({ Status: true })
  .partial()
  .extend({ Status: z.enum(['draft', 'published']).optional() })

export const BlogResponse = z.object({
  BlogId: id,
  Title: z.string(),
  Slug: z.string().nullable(),
  Excerpt: z.string(),
  Author: z.string(),
  Content: z.string(),
  Categories: z.array(z.object({ CategoryId: id, Title: z.string() })),
  Status: z.enum(['draft', 'published']),
  PublishedAt: z.string().nullable(),
  Url: z.string(),
})
