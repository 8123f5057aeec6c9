import { describe, expect, it } from 'vitest'

import { transitionProblem } from './transitions.ts'

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
