import { describe, expect, it } from 'vitest'

import { dueAfterHold, holdProblem, resumeProblem } from './hold.ts'
import { transitionProblem } from './transitions.ts'

describe('holding a valuation', () => {
  it('holds one being worked on, by staff, with a reason', () => {
    expect(holdProblem(10, false, 'valuer', 'Waiting for the lease')).toBeNull()
    expect(holdProblem(20, false, 'admin', 'No access to the title')).toBeNull()
    expect(holdProblem(20, false, 'admin', '  ')).toMatch(/Say why/)
    expect(holdProblem(20, true, 'admin', 'Again')).toMatch(/already on hold/)
    expect(holdProblem(0, false, 'admin', 'Unpaid')).toMatch(/Pending or In progress/)
    expect(holdProblem(50, false, 'admin', 'Done')).toMatch(/Pending or In progress/)
    expect(holdProblem(10, false, 'customer', 'Mine')).toMatch(/Only our staff/)
  })

  it('resumes only what is on hold', () => {
    expect(resumeProblem(true, 'valuer')).toBeNull()
    expect(resumeProblem(false, 'admin')).toMatch(/not on hold/)
    expect(resumeProblem(true, 'customer')).toMatch(/Only our staff/)
  })

  it('stops the workflow while on hold, except declining', () => {
    const context = { actor: 'admin' as const, hasValuer: true, hasFinishedReport: true, onHold: true }
    expect(transitionProblem(10, 20, context)).toMatch(/on hold/)
    expect(transitionProblem(20, 50, context)).toMatch(/on hold/)
    expect(transitionProblem(20, 40, { ...context, note: 'Out of scope' })).toBeNull()
  })

  it('moves the due time on by the time spent on hold', () => {
    const due = new Date('2026-11-27T02:00:00Z')
    const since = new Date('2026-11-24T02:00:00Z')
    const now = new Date('2026-11-25T08:30:00Z')
    expect(dueAfterHold(due, since, now)?.toISOString()).toBe('2026-11-28T08:30:00.000Z')
    expect(dueAfterHold(null, since, now)).toBeNull()
    expect(dueAfterHold(due, now, since)?.toISOString()).toBe(due.toISOString())
  })
})
