import type { Payload, TypedUser, Where } from 'payload'

import { whereQuery, workQueues, type WorkQueue } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import { countFailedJobs } from '../jobs/failedEmails.ts'

export type CountedQueue = WorkQueue & { count: number; href: string }

export const queueListUrl = (queue: Pick<WorkQueue, 'collection' | 'where'>) =>
  `/admin/collections/${queue.collection}?${whereQuery(queue.where)}`

/** Payload's access decides the counts, so each matches the rows its list shows. */
export async function workQueueCounts(payload: Payload, user: TypedUser, now = new Date()) {
  const queues: CountedQueue[] = await Promise.all(
    workQueues(now).map(async (queue) => ({
      ...queue,
      href: queueListUrl(queue),
      count: (
        await payload.count({
          collection: queue.collection,
          // A copy: Payload adds the user's access conditions into the filter it is given.
          where: structuredClone(queue.where) as Where,
          user,
          overrideAccess: false,
        })
      ).totalDocs,
    })),
  )
  const failed = checkRole(['admin'], user) ? await countFailedJobs(payload) : null
  return { queues, failed }
}
