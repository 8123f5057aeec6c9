import type { Payload } from 'payload'

/** One job at a time, the event loop handed back between: Payload's autoRun batch held requests ~270 ms. */
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
