import type { APIRoute } from 'astro'

import { escapeHtml } from '@valuedesk/domain/html'

import { content } from '../../lib/content.ts'
import { postPath } from '@valuedesk/domain/paths'

export const GET: APIRoute = async (context) => {
  const site = content(context)
  const [posts, settings] = await Promise.all([site.posts(1, 50), site.settings()])
  const origin = context.url.origin
  const items = posts.docs.map(
    (post) =>
      `<item><title>${escapeHtml(post.title)}</title><link>${origin}${postPath(post)}</link><guid isPermaLink="true">${origin}${postPath(post)}</guid>${post.publishedAt ? `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>` : ''}<description>${escapeHtml(post.excerpt)}</description></item>`,
  )
  const xml = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${escapeHtml(settings.tradingName)} blog</title><link>${origin}/blogs</link><description>Guides on property valuations for SMSF, tax and duty.</description><language>en-au</language>${items.join('')}</channel></rss>`
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } })
}
