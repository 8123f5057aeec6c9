import { WorkerPool } from '../workers/workerPool.ts'
import { buildLocalityIndex, type Locality } from './localityIndex.ts'

export type { Locality } from './localityIndex.ts'

let index: Locality[] | undefined

export function localities(): Locality[] {
  return (index ??= buildLocalityIndex())
}

/** Builds the index in a worker thread of its own (localitiesWorker.ts), stopped once it has answered. */
const builder = new WorkerPool<undefined, Locality[]>({
  name: 'localities loader',
  url: new URL('./localitiesWorker.ts', import.meta.url),
  size: 1,
  maxWaiting: 1,
  timeoutMs: 30_000,
  idleMs: 0,
})
let building: Promise<Locality[]> | undefined

/** Taking it over holds the event loop ~10 ms rather than the ~180 ms of building it. */
export function localitiesLoaded(): Promise<Locality[]> {
  if (index) return Promise.resolve(index)
  building ??= builder.run(undefined).then(
    (built) => (index ??= built),
    (error: unknown) => {
      building = undefined
      throw error
    },
  )
  return building
}

export const localityById = (id: number) => localities().find((locality) => locality.id === id)
