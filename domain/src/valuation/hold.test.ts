import { describe, expect, it } from 'vitest'

import {
  answerHoldProblem,
  dueAfterHold,
  holdAnswerNote,
  holdProblem,
  isHoldAnswerNote,
  resumeProblem,
} from './hold.ts'
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

  it('takes an answer from the customer only, and only while the valuation waits on them', () => {
    expect(answerHoldProblem(true, 'customer')).toBeNull()
    expect(answerHoldProblem(false, 'customer')).toMatch(/already been answered/)
    expect(answerHoldProblem(true, 'valuer')).toMatch(/Only the customer/)
    expect(answerHoldProblem(true, 'admin')).toMatch(/Only the customer/)
  })

  it('keeps the customer’s words and what they sent in the history line', () => {
    expect(holdAnswerNote('  The lease is attached.\n', 1)).toBe(
      'The customer answered (1 file attached, in Working files): The lease is attached.',
    )
    expect(holdAnswerNote('', 3)).toBe('The customer answered (3 files attached, in Working files)')
    expect(holdAnswerNote('No lease: it is vacant.', 0)).toBe(
      'The customer answered: No lease: it is vacant.',
    )
    expect(isHoldAnswerNote(holdAnswerNote('x', 0))).toBe(true)
    expect(isHoldAnswerNote('On hold: x')).toBe(false)
    expect(isHoldAnswerNote(null)).toBe(false)
  })
})
