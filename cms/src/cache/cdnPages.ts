import type { Payload } from 'payload'

import { env } from '../env.ts'

/** How long the CDN keeps a page without asking us again: an hour. A publish purges the pages it changed sooner. */
export const CDN_PAGE_SECONDS = 3600
/** How long past that the CDN may still answer with its copy while it fetches the page afresh. */
export const CDN_STALE_SECONDS = 60

/** No must-revalidate: it would forbid the stale-while-revalidate. */
export const CDN_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${CDN_PAGE_SECONDS}, stale-while-revalidate=${CDN_STALE_SECONDS}`

/** A query string or an escaped character would make endless copies to record and purge. */
export const cdnMayKeep = (url: URL) => url.search === '' && !url.pathname.includes('%')

export type CdnPages = {
  cacheControl: string
  mayKeep: (url: URL) => boolean
  /** The page at this path was made from content with these tags. Returns at once: it is recorded off the request. */
  kept: (path: string, tags: ReadonlySet<string>) => void
}

const key = (path: string, tag: string) => `${path}\n${tag}`

/** Writes the rows for a page's tags not recorded yet. Two processes may race: the unique index lets one in. */
async function record(payload: Payload, path: string, tags: string[]): Promise<void> {
  const asServer = { overrideAccess: true, depth: 0 } as const
  const existing = async (wanted: string[]) =>
    new Set(
      (
        await payload.find({
          collection: 'cdn-pages',
          where: { and: [{ path: { equals: path } }, { tag: { in: wanted } }] },
          select: { tag: true },
          pagination: false,
          ...asServer,
        })
      ).docs.map((row) => row.tag),
    )
  const there = await existing(tags)
  for (const tag of tags.filter((each) => !there.has(each)))
    try {
      await payload.create({ collection: 'cdn-pages', data: { path, tag }, ...asServer })
    } catch (error) {
      // Another process recorded it a moment ago.
      if (!(await existing([tag])).has(tag)) throw error
    }
}

/** A failed recording of a page's tags is logged and tried again the next time the page is kept. */
export function cdnPages(payload: Payload): CdnPages | undefined {
  if (!env.cloudflare) return undefined
  const recorded = new Set<string>()
  return {
    cacheControl: CDN_PAGE_CACHE_CONTROL,
    mayKeep: cdnMayKeep,
    kept: (path, tags) => {
      const fresh = [...tags].filter((tag) => !recorded.has(key(path, tag)))
      if (fresh.length === 0) return
      for (const tag of fresh) recorded.add(key(path, tag))
      setImmediate(() =>
        record(payload, path, fresh).catch((err: unknown) => {
          for (const tag of fresh) recorded.delete(key(path, tag))
          payload.logger.error({ err, path }, 'Could not record what a page the CDN keeps was made from')
        }),
      )
    },
  }
}

export async function cdnUrlsTagged(payload: Payload, tags: readonly string[]): Promise<string[]> {
  if (tags.length === 0) return []
  const { docs } = await payload.find({
    collection: 'cdn-pages',
    where: { tag: { in: tags } },
    select: { path: true },
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  const origin = env.SERVER_URL.replace(/\/+$/, '')
  return [...new Set(docs.map((row) => row.path))].sort().map((path) => `${origin}${path}`)
}
