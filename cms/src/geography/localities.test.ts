import { describe, expect, it } from 'vitest'

import { localities, localitiesLoaded } from './localities.ts'
import { buildLocalityIndex } from './localityIndex.ts'

describe('the localities index', () => {
  it('when a caller that can wait asks for it first, then the worker thread builds the index this thread would, and it is kept', async () => {
    // Built on this thread too, meanwhile, to compare.
    const loaded = localitiesLoaded()
    const here = buildLocalityIndex()
    const index = await loaded
    expect(index.length).toBeGreaterThan(15_000)
    expect(index).toEqual(here)
    expect(localities()).toBe(index)
    expect(await localitiesLoaded()).toBe(index)
  })
})
