import { afterEach, describe, expect, it } from 'vitest'

import { WorkerPool, type WorkerPoolOptions } from './workerPool.ts'
import type { TestResult, TestTask } from './workerPool.testWorker.ts'

const pools: WorkerPool<TestTask, TestResult>[] = []
const poolOf = (options: Partial<WorkerPoolOptions> = {}) => {
  const pool = new WorkerPool<TestTask, TestResult>({
    name: 'test worker',
    url: new URL('./workerPool.testWorker.ts', import.meta.url),
    size: 1,
    maxWaiting: 4,
    timeoutMs: 10_000,
    ...options,
  })
  pools.push(pool)
  return pool
}
afterEach(() => Promise.all(pools.splice(0).map((pool) => pool.close())))

const answer = (value: number): TestTask => ({ do: 'answer', value })

describe('a pool of worker threads', () => {
  it('when tasks are run, then each is answered by the same worker, started once', async () => {
    const pool = poolOf()
    const first = await pool.run(answer(1))
    const second = await pool.run(answer(2))
    expect(first.value).toBe(1)
    expect(second).toEqual({ value: 2, threadId: first.threadId })
  })

  it('when a task throws, then its caller gets the error and the same worker answers the next task', async () => {
    const pool = poolOf()
    const before = await pool.run(answer(1))
    await expect(pool.run({ do: 'refuse' })).rejects.toThrow('The test worker failed: this task is refused')
    expect(await pool.run(answer(2))).toEqual({ value: 2, threadId: before.threadId })
  })

  it.each([
    ['an uncaught error ends the worker', { do: 'throwUncaught' }, 'something broke outside the task'],
    ['the worker exits', { do: 'exit' }, 'its worker exited with code 3'],
    ['the worker runs out of memory', { do: 'fillMemory' }, 'memory'],
  ] as const)(
    'when %s during a task, then the task fails saying so and the next task runs in a new worker',
    async (_, task, reason) => {
      const pool = poolOf({ resourceLimits: { maxOldGenerationSizeMb: 24 } })
      const before = await pool.run(answer(1))
      const failed = pool.run(task)
      // A task waiting behind it is not lost with the worker.
      const waiting = pool.run(answer(2))
      await expect(failed).rejects.toThrow(/^The test worker stopped: /)
      await expect(failed).rejects.toThrow(reason)
      const after = await waiting
      expect(after.value).toBe(2)
      expect(after.threadId).not.toBe(before.threadId)
    },
  )

  it('when a task runs past the time allowed, then the worker is stopped, the task fails, and the next runs', async () => {
    const pool = poolOf({ timeoutMs: 300 })
    const began = performance.now()
    await expect(pool.run({ do: 'spin' })).rejects.toThrow(
      'The test worker stopped: the task took longer than 0.3 s',
    )
    expect(performance.now() - began).toBeLessThan(5_000)
    expect((await pool.run(answer(3))).value).toBe(3)
  })

  it('when a worker has been idle for the time allowed, then it is stopped and the next task starts another', async () => {
    const pool = poolOf({ idleMs: 200 })
    const first = await pool.run(answer(1))
    expect((await pool.run(answer(2))).threadId).toBe(first.threadId)
    await new Promise((resolve) => setTimeout(resolve, 600))
    const later = await pool.run(answer(3))
    expect(later.value).toBe(3)
    expect(later.threadId).not.toBe(first.threadId)
  })

  it('when more tasks come than the workers and the queue hold, then the extra one is refused at once (503) and the rest are answered', async () => {
    const pool = poolOf({ maxWaiting: 2 })
    // One running, two waiting; the fourth finds the queue full.
    const accepted = [pool.run(answer(1)), pool.run(answer(2)), pool.run(answer(3))]
    await expect(pool.run(answer(4))).rejects.toMatchObject({ status: 503, code: 'busy' })
    expect((await Promise.all(accepted)).map((result) => result.value)).toEqual([1, 2, 3])
  })

  it('when a task or its result cannot be copied between threads, then that task fails saying so and the worker carries on', async () => {
    const pool = poolOf()
    const before = await pool.run(answer(1))
    const unsendable = { do: 'answer', value: 1, callback: () => 1 } as unknown as TestTask
    await expect(pool.run(unsendable)).rejects.toThrow('The test worker could not be given the task')
    await expect(pool.run({ do: 'answerUnsendable' })).rejects.toThrow('its result could not be sent')
    expect(await pool.run(answer(2))).toEqual({ value: 2, threadId: before.threadId })
  })

  it('when a worker cannot start (no such module), then the task fails saying why, rather than waiting', async () => {
    const pool = poolOf({ url: new URL('./noSuchWorker.ts', import.meta.url) })
    await expect(pool.run(answer(1))).rejects.toThrow(/The test worker stopped: .*noSuchWorker/)
  })
})
