import type { Payload, PayloadRequest } from 'payload'

import { MINUTE_MS } from '@valuedesk/domain'

import { cdnPurgeCommitted, cdnPurgesUnderWay, queueCdnPurge } from '../jobs/purgeCdn.ts'
import { pageCache, type PageCache } from './pageCache.ts'

/** How often every process looks for new purges: a publish is live everywhere well within a second. */
const pollMs = 250
/** Rows become visible when their publish commits, maybe after younger ones: look back this far. */
const lookBackMs = 30_000
/** Rows older than this are deleted, by whichever process gets there first. */
const keepMs = 10 * MINUTE_MS

/** Recorded in the change's own transaction, so no process sees the purge before the change itself. */
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

/** Serving a cached page never waits for this. */
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
