import type { APIRoute } from 'astro'

import { pagePath, postPath } from '@valuedesk/domain/paths'

export const GET: APIRoute = async ({ locals, url }) => {
  locals.cacheTags.add('pages').add('posts')
  const options = {
    overrideAccess: false,
    limit: 1000,
    depth: 0,
    select: { slug: true, updatedAt: true },
  } as const
  const [pages, posts] = await Promise.all([
    locals.payload.find({ collection: 'pages', ...options }),
    locals.payload.find({ collection: 'posts', ...options }),
  ])
  const entry = (path: string, updatedAt: string) =>
    `<url><loc>${url.origin}${path}</loc><lastmod>${updatedAt.slice(0, 10)}</lastmod></url>`
  const urls = [
    ...pages.docs
      .filter((page) => page.slug !== 'completed')
      .map((page) => entry(pagePath(page.slug), page.updatedAt)),
    entry('/blogs', posts.docs[0]?.updatedAt ?? new Date().toISOString()),
    ...posts.docs.map((post) => entry(postPath(post), post.updatedAt)),
  ]
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`,
    {
      headers: { 'content-type': 'application/xml; charset=utf-8' },
    },
  )
}
