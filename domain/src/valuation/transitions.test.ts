import { describe, expect, it } from 'vitest'

import { nextStatuses, transitionProblem } from './transitions.ts'

const ready = { actor: 'valuer' as const, hasValuer: true, hasFinishedReport: true }

describe('valuation transitions', () => {
  it('allows the workflow: paid, started, sent back, completed', () => {
    expect(transitionProblem(0, 10, { ...ready, actor: 'system' })).toBeNull()
    expect(transitionProblem(10, 20, ready)).toBeNull()
    expect(transitionProblem(20, 10, ready)).toBeNull()
    expect(transitionProblem(20, 50, ready)).toBeNull()
  })

  it('refuses shortcuts, with the reason', () => {
    expect(transitionProblem(0, 10, ready)).toMatch(/when its invoice is paid/)
    expect(transitionProblem(10, 20, { ...ready, hasValuer: false })).toMatch(/Assign a valuer/)
    expect(transitionProblem(20, 50, { ...ready, hasFinishedReport: false })).toMatch(
      /Complete the report first/,
    )
    expect(transitionProblem(10, 50, ready)).toMatch(/cannot go from ‘Pending’ to ‘Completed’/)
    expect(transitionProblem(0, 20, ready)).toMatch(/cannot go from ‘Awaiting payment’ to ‘In progress’/)
    expect(transitionProblem(50, 20, ready)).toMatch(/completed/)
  })

  it('lets only an admin decline (delete), and only with a reason; a declined valuation stays declined', () => {
    expect(transitionProblem(10, 40, ready)).toMatch(/Only an admin/)
    expect(transitionProblem(10, 40, { ...ready, actor: 'admin' })).toMatch(/Give a reason/)
    expect(transitionProblem(10, 40, { ...ready, actor: 'admin', note: 'Duplicate order' })).toBeNull()
    expect(transitionProblem(40, 10, { ...ready, actor: 'admin' })).toMatch(/declined; it cannot change/)
  })

  it('treats no change as no transition', () => {
    expect(transitionProblem(20, 20, ready)).toBeNull()
  })
})

describe('the states a valuation may move to (the status table)', () => {
  it('when a valuation is in progress, then it may be completed, sent back or declined; a finished one nowhere', () => {
    expect(nextStatuses(0)).toEqual([10, 40])
    expect(nextStatuses(10)).toEqual([20, 40])
    expect(nextStatuses(20)).toEqual([50, 10, 40])
    expect(nextStatuses(50)).toEqual([])
    expect(nextStatuses(40)).toEqual([])
  })

  it('when a move is not in the table, then it is refused as no move', () => {
    for (const from of [0, 10, 20] as const)
      for (const to of [0, 10, 20, 50] as const)
        if (from !== to && !nextStatuses(from).includes(to))
          expect(transitionProblem(from, to, { ...ready, actor: 'admin' })).toMatch(/cannot go from/)
  })
})
