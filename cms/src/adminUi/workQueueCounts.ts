import type { Payload, TypedUser, Where } from 'payload'

import { whereQuery, workQueues, type WorkQueue } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import { countFailedJobs } from '../jobs/failedEmails.ts'

export type CountedQueue = WorkQueue & { count: number; href: string }

/** A queue's list in /admin: the collection's list, filtered to exactly the queue's rows. */
export const queueListUrl = (queue: Pick<WorkQueue, 'collection' | 'where'>) =>
  `/admin/collections/${queue.collection}?${whereQuery(queue.where)}`

/**
 * Each work queue with its count, as the signed-in user may see it (Payload's access decides: a valuer counts
 * the work of their practices, an admin the practice's all), and the link to its list, which shows the same
 * rows. Admins also get the e-mails and jobs that failed for good.
 */
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
