import type { Payload } from 'payload'

/**
 * The job runner of a running process: e-mails, scheduled publishing and the due-soon reminders.
 * Every second it runs the queued jobs one at a time until none is left, handing the event loop back
 * between two jobs, so a request waits at most for one job (an e-mail with its invoice PDF: ~10 ms).
 * Every 5 seconds it first queues the jobs whose schedule is due.
 *
 * Payload's own runner (`autoRun`) starts a whole batch at once, and our database calls on SQLite are
 * synchronous, so a batch of 20 e-mails held every request for ~270 ms every 5 seconds under load.
 * Claims are Payload's (and, on PostgreSQL, one process at a time: claimJobsOneAtATime.ts).
 * Returns a stop function that waits for the job under way.
 */
export function runQueuedJobs(payload: Payload, { everyMs = 1_000, scheduleEveryMs = 5_000 } = {}): () => Promise<void> {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let lastScheduled = 0
  const tick = async () => {
    try {
      if (Date.now() - lastScheduled >= scheduleEveryMs) {
        lastScheduled = Date.now()
        await payload.jobs.handleSchedules({ queue: 'default' })
      }
      while (!stopped) {
        const { jobStatus } = await payload.jobs.run({ queue: 'default', limit: 1 })
        if (!jobStatus || Object.keys(jobStatus).length === 0) break
        await new Promise((resolve) => setImmediate(resolve))
      }
    } catch (err) {
      payload.logger.error({ err, msg: 'Running queued jobs failed; trying again shortly' })
    }
  }
  let running = tick()
  const next = () => {
    if (stopped) return
    timer = setTimeout(() => {
      running = tick().then(next)
    }, everyMs)
    timer.unref()
  }
  void running.then(next)
  return async () => {
    stopped = true
    clearTimeout(timer)
    await running
  }
}
