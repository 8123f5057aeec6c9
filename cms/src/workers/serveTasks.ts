import { parentPort, type Transferable } from 'node:worker_threads'

import type { ResultMessage, TaskMessage } from './workerPool.ts'

/** What a task came to: its result, and the buffers in it to move back to the pool rather than copy. */
export type Done<Result> = { result: Result; transfer?: Transferable[] }

export function serveTasks<Task, Result>(work: (task: Task) => Promise<Done<Result>>) {
  const port = parentPort
  if (!port) throw new Error('serveTasks runs in a worker thread, started by a WorkerPool.')
  port.on('message', async ({ id, task }: TaskMessage<Task>) => {
    let answer: ResultMessage<Result>
    let transfer: Transferable[] = []
    try {
      const done = await work(task)
      answer = { id, result: done.result }
      transfer = done.transfer ?? []
    } catch (error) {
      const { message, stack } = error instanceof Error ? error : new Error(String(error))
      answer = { id, error: { message, stack } }
    }
    try {
      port.postMessage(answer, transfer)
    } catch (error) {
      // A result that cannot be copied to the pool's thread.
      port.postMessage({
        id,
        error: { message: `its result could not be sent (${(error as Error).message})` },
      })
    }
  })
}
