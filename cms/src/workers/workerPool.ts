import { Worker, type ResourceLimits, type Transferable } from 'node:worker_threads'

import { AppError } from '@valuedesk/domain'

export type TaskMessage<Task> = { id: number; task: Task }
export type ResultMessage<Result> =
  { id: number; result: Result } | { id: number; error: { message: string; stack?: string } }

export type WorkerPoolOptions = {
  name: string
  /** The worker's module. A .ts file runs as Node runs ours, its types stripped. */
  url: URL
  size: number
  /** Tasks waiting for a worker at most: one more is refused (503, try again) rather than kept waiting. */
  maxWaiting: number
  /** A task running longer than this stops its worker and fails. */
  timeoutMs: number
  /** A worker idle this long is stopped, and the next task starts another; without it, workers are kept. */
  idleMs?: number
  resourceLimits?: ResourceLimits
}

type Queued<Task, Result> = {
  id: number
  task: Task
  transfer: Transferable[]
  resolve: (result: Result) => void
  reject: (error: Error) => void
}

type Slot<Task, Result> = {
  worker: Worker
  running?: Queued<Task, Result>
  timer?: NodeJS.Timeout
  failure?: string
}

/** A worker that dies fails only the task it was running; idle workers do not keep the process alive. */
export class WorkerPool<Task, Result> {
  readonly #options: WorkerPoolOptions
  readonly #slots: Slot<Task, Result>[] = []
  readonly #waiting: Queued<Task, Result>[] = []
  #lastId = 0

  constructor(options: WorkerPoolOptions) {
    this.#options = options
  }

  run(task: Task, transfer: Transferable[] = []): Promise<Result> {
    const { name, maxWaiting } = this.#options
    if (this.#waiting.length >= maxWaiting)
      return Promise.reject(
        new AppError(
          503,
          'busy',
          `The ${name} has ${maxWaiting} tasks waiting already: try again in a moment.`,
        ),
      )
    return new Promise<Result>((resolve, reject) => {
      this.#waiting.push({ id: ++this.#lastId, task, transfer, resolve, reject })
      this.#dispatch()
    })
  }

  /** Starts a worker if none is running, so that a task about to come need not wait for one to start. */
  warm() {
    if (!this.#slots.length) this.#start()
  }

  /** Fails what waits and what runs, and stops the workers; a later task starts a new one. */
  async close() {
    for (const queued of this.#waiting.splice(0))
      queued.reject(new Error(`The ${this.#options.name} was closed.`))
    await Promise.all(
      this.#slots.map((slot) => {
        slot.failure ??= 'it was closed'
        return slot.worker.terminate()
      }),
    )
  }

  #dispatch() {
    while (this.#waiting.length) {
      const slot =
        this.#slots.find((candidate) => !candidate.running && !candidate.failure) ??
        (this.#slots.length < this.#options.size ? this.#start() : undefined)
      if (!slot) return
      this.#give(slot, this.#waiting.shift()!)
    }
  }

  #start(): Slot<Task, Result> {
    const { name, url, resourceLimits } = this.#options
    const worker = new Worker(url, { name, resourceLimits })
    const slot: Slot<Task, Result> = { worker }
    worker.unref()
    worker.on('message', (message: ResultMessage<Result>) => this.#answered(slot, message))
    worker.on('messageerror', (error) =>
      this.#answered(slot, {
        id: slot.running?.id ?? 0,
        error: { message: `its answer could not be read (${error.message})` },
      }),
    )
    // An uncaught error (or running out of memory) ends the worker: 'exit' follows.
    worker.on('error', (error) => (slot.failure ??= error.message))
    worker.on('exit', (code) => this.#exited(slot, code))
    this.#slots.push(slot)
    this.#idle(slot)
    return slot
  }

  #give(slot: Slot<Task, Result>, queued: Queued<Task, Result>) {
    const { name, timeoutMs } = this.#options
    try {
      slot.worker.postMessage(
        { id: queued.id, task: queued.task } satisfies TaskMessage<Task>,
        queued.transfer,
      )
    } catch (error) {
      // The task cannot be copied to another thread (a function in it, say): the worker never saw it.
      queued.reject(new Error(`The ${name} could not be given the task: ${(error as Error).message}`))
      return
    }
    slot.running = queued
    slot.worker.ref()
    clearTimeout(slot.timer)
    slot.timer = setTimeout(() => {
      slot.failure ??= `the task took longer than ${timeoutMs / 1000} s`
      void slot.worker.terminate()
    }, timeoutMs)
  }

  #answered(slot: Slot<Task, Result>, message: ResultMessage<Result>) {
    const queued = slot.running
    if (!queued || message.id !== queued.id) return
    this.#idle(slot)
    if ('error' in message) {
      const cause = Object.assign(new Error(message.error.message), { stack: message.error.stack })
      queued.reject(new Error(`The ${this.#options.name} failed: ${message.error.message}`, { cause }))
    } else queued.resolve(message.result)
    this.#dispatch()
  }

  #exited(slot: Slot<Task, Result>, code: number) {
    this.#slots.splice(this.#slots.indexOf(slot), 1)
    clearTimeout(slot.timer)
    const queued = slot.running
    if (queued)
      queued.reject(
        new Error(
          `The ${this.#options.name} stopped: ${slot.failure ?? `its worker exited with code ${code}`}.`,
        ),
      )
    this.#dispatch()
  }

  #idle(slot: Slot<Task, Result>) {
    clearTimeout(slot.timer)
    slot.running = undefined
    slot.worker.unref()
    const { idleMs } = this.#options
    if (idleMs === undefined) return
    slot.timer = setTimeout(() => {
      slot.failure ??= 'it was idle'
      void slot.worker.terminate()
    }, idleMs).unref()
  }
}
