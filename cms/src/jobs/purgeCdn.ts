import { setTimeout as sleep } from 'node:timers/promises'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { cdnUrlsTagged } from '../cache/cdnPages.ts'
import { env } from '../env.ts'
import { purgeFiles } from '../integrations/cloudflare/client.ts'

/** Retries of a CDN purge after its first try, before it is failed (listed for admins, to run again). */
export const PURGE_ATTEMPTS = 5

/**
 * How long the process that queued a purge has to run it itself, once it sees the change committed; only after that
 * may any process's job runner take it (the queuing process stopped or crashed first). The queuing process tries
 * only within the first half of it, so the two never run the same job at once.
 */
const firstTryMs = 30_000
/**
 * How long the queuing process waits, once it sees the change committed, before purging: every process polls for
 * purges four times a second (cache/purgeBroadcast.ts), so by then each has dropped its old copy, and a page it was
 * rendering from the old content is not handed out for the CDN to keep (site/src/middleware.ts).
 */
const settleMs = 300

/**
 * Purges on Cloudflare the pages made from content a change touched: the pages recorded with any of its tags
 * (cache/cdnPages.ts), as absolute URLs, in calls of at most 30. A failed call fails the job, which is retried with
 * back-off; a retry sends every URL of the change again (a purge of a page already purged does no harm). Failed
 * for good, it is listed in the admin's failed jobs, where an admin runs it again.
 */
export const purgeCdnTask: TaskConfig<'purgeCdn'> = {
  slug: 'purgeCdn',
  label: 'Purge changed pages on the CDN',
  retries: { attempts: PURGE_ATTEMPTS, backoff: { type: 'exponential', delay: 10_000 } },
  inputSchema: [
    {
      name: 'tags',
      type: 'text',
      hasMany: true,
      required: true,
      admin: {
        description: 'The content that changed: every page the CDN may keep that showed it is purged.',
      },
    },
  ],
  handler: async ({ input, req }) => {
    // Cloudflare was configured when the change was made, and is no longer: there is nothing to purge.
    if (!env.cloudflare) return { output: {} }
    const urls = await cdnUrlsTagged(req.payload, input.tags)
    await purgeFiles(env.cloudflare, urls)
    if (urls.length) req.payload.logger.debug({ urls }, `Purged ${urls.length} page(s) on the CDN`)
    return { output: {} }
  },
}

type JobId = number | string

/** The CDN purges this process queued, by job id, not yet seen committed. */
const queuedHere = new Map<string, { id: JobId; at: number }>()
/** Its first tries under way, waited for when Payload stops. */
const underWay = new Set<Promise<unknown>>()

/**
 * Queues the CDN purge of a change in the change's own transaction (a change rolled back purges nothing), when
 * Cloudflare is configured; returns the job's id, for the purge row the change records (cache/purgeBroadcast.ts).
 */
export async function queueCdnPurge(req: PayloadRequest, tags: string[]): Promise<string | undefined> {
  if (!env.cloudflare) return undefined
  const job = await req.payload.jobs.queue({
    task: 'purgeCdn',
    input: { tags },
    req,
    waitUntil: new Date(Date.now() + firstTryMs),
  })
  queuedHere.set(String(job.id), { id: job.id, at: Date.now() })
  return String(job.id)
}

/**
 * A purge row naming this CDN job has been seen committed. When this process queued it, it runs it now, off the
 * poll, without waiting for the job runner: the CDN drops the changed pages within a second of the publish. Other
 * processes leave it alone: it is purged once.
 */
export function cdnPurgeCommitted(payload: Payload, jobId: string | null | undefined): void {
  const now = Date.now()
  // Queued by a change that was rolled back, or seen too late to run here: a job runner takes those that exist.
  for (const [key, { at }] of queuedHere) if (now - at > firstTryMs / 2) queuedHere.delete(key)
  const queued = jobId ? queuedHere.get(jobId) : undefined
  if (!queued) return
  queuedHere.delete(jobId!)
  const run = sleep(settleMs)
    .then(() => payload.jobs.runByID({ id: queued.id, silent: { info: true } }))
    .catch((err: unknown) => payload.logger.error({ err, job: queued.id }, 'Could not run the CDN purge'))
    .finally(() => underWay.delete(run))
  underWay.add(run)
}

/** Resolves when the CDN purges this process is running have finished. */
export const cdnPurgesUnderWay = () => Promise.all(underWay).then(() => undefined)
