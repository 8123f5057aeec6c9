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
export function runQueuedJobs(
  payload: Payload,
  { everyMs = 1_000, scheduleEveryMs = 5_000 } = {},
): () => Promise<void> {
  let stopped = false
  let wake = () => {}
  // Payload's "Running 1 jobs." would be a log line per e-mail; failures are still logged.
  const ranOne = async () =>
    Object.keys(
      (await payload.jobs.run({ queue: 'default', limit: 1, silent: { info: true } })).jobStatus ?? {},
    ).length > 0
  const loop = async () => {
    let lastScheduled = 0
    while (!stopped) {
      try {
        if (Date.now() - lastScheduled >= scheduleEveryMs) {
          lastScheduled = Date.now()
          await payload.jobs.handleSchedules({ queue: 'default' })
        }
        // One job per turn of the event loop: requests that arrived meanwhile go first.
        while (!stopped && (await ranOne())) await new Promise((resolve) => setImmediate(resolve))
      } catch (err) {
        payload.logger.error({ err, msg: 'Running queued jobs failed; trying again shortly' })
      }
      if (stopped) break
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, everyMs).unref()
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    }
  }
  const running = loop()
  return async () => {
    stopped = true
    wake()
    await running
  }
}
