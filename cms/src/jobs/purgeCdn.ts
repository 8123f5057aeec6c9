import { setTimeout as sleep } from 'node:timers/promises'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { cdnUrlsTagged } from '../cache/cdnPages.ts'
import { env } from '../env.ts'
import { purgeFiles } from '../integrations/cloudflare/client.ts'

/** Retries of a CDN purge after its first try, before it is failed (listed for admins, to run again). */
export const PURGE_ATTEMPTS = 5

/** The queuing process tries only within the first half, so the two never run the same job at once. */
const firstTryMs = 30_000
/** Every process polls purges four times a second, so by then none hands out a page from old content. */
const settleMs = 300

/** A retry sends every URL again: purging a purged page does no harm. */
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

const queuedHere = new Map<string, { id: JobId; at: number }>()
const underWay = new Set<Promise<unknown>>()

/** In the change's own transaction: a change rolled back purges nothing. */
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

/** Run off the poll, so the CDN drops the changed pages within a second of the publish. */
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

export const cdnPurgesUnderWay = () => Promise.all(underWay).then(() => undefined)
