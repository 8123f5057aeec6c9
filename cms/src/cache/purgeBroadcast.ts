import type { Payload, PayloadRequest } from 'payload'

import { MINUTE_MS } from '@valuedesk/domain'

import { cdnPurgeCommitted, cdnPurgesUnderWay, queueCdnPurge } from '../jobs/purgeCdn.ts'
import { pageCache, type PageCache } from './pageCache.ts'

/** How often every process looks for new purges: a publish is live everywhere well within a second. */
const pollMs = 250
/**
 * How far back each look reaches. A purge row becomes visible when the publish that wrote it commits,
 * which may be after younger rows of quicker publishes: looking back further than any publish lasts
 * (plus the clock difference between machines) sees every row, and a row is applied once.
 */
const lookBackMs = 30_000
/** Rows older than this are deleted, by whichever process gets there first. */
const keepMs = 10 * MINUTE_MS

/**
 * Purges this process's pages at once, and records the purge for every process (this one included:
 * a page rendered between now and the commit may still hold the old content). The record is part of
 * the change's own transaction, so no process sees the purge before the change itself.
 * With `cdn` (a change of what pages show, not of other cached things such as verified callers), the
 * pages are purged on the CDN too, when one is configured: once, by this process, when it sees the
 * record committed (jobs/purgeCdn.ts).
 */
export async function purgeEverywhere(
  req: PayloadRequest,
  tags: string[],
  { cdn = false }: { cdn?: boolean } = {},
): Promise<void> {
  pageCache.purge(tags)
  const cdnJob = cdn ? await queueCdnPurge(req, tags) : undefined
  await req.payload.create({
    collection: 'page-purges',
    data: { tags, cdnJob },
    req,
    overrideAccess: true,
    depth: 0,
  })
}

/**
 * Applies every purge recorded by any process on the shared database to this process's cache, each
 * once, a few times a second; a process that has just started sees those made while it started.
 * Serving a cached page never waits for this. Stops when Payload is destroyed.
 */
export function followPurges(payload: Payload, cache: PageCache = pageCache): void {
  const applied = new Map<number | string, number>()
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  let polls = 0

  async function poll() {
    const since = Date.now() - lookBackMs
    const { docs } = await payload.find({
      collection: 'page-purges',
      where: { createdAt: { greater_than: new Date(since).toISOString() } },
      select: { tags: true, cdnJob: true, createdAt: true },
      sort: 'createdAt',
      pagination: false,
      depth: 0,
    })
    for (const purge of docs)
      if (!applied.has(purge.id)) {
        applied.set(purge.id, Date.parse(purge.createdAt))
        cache.purge(purge.tags as string[])
        cdnPurgeCommitted(payload, purge.cdnJob)
      }
    for (const [id, createdAt] of applied) if (createdAt <= since) applied.delete(id)
    if (++polls % 240 === 0)
      await payload.db.deleteMany({
        collection: 'page-purges',
        where: { createdAt: { less_than: new Date(Date.now() - keepMs).toISOString() } },
      })
  }

  let inFlight = Promise.resolve()
  const next = () => {
    if (stopped) return
    timer = setTimeout(() => {
      inFlight = poll()
        .catch((err: unknown) => payload.logger.error({ err }, 'Could not read page purges'))
        .finally(next)
    }, pollMs)
  }
  const destroy = payload.destroy
  payload.destroy = async () => {
    stopped = true
    clearTimeout(timer)
    await inFlight
    await cdnPurgesUnderWay()
    await destroy()
  }
  next()
}
