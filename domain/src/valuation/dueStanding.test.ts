import { describe, expect, it } from 'vitest'

import { HOUR_MS } from '../durations.ts'
import { dueStanding } from './dueStanding.ts'

const now = new Date('2026-11-24T02:00:00Z')
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * HOUR_MS).toISOString()

describe('a valuation against its due time', () => {
  it('counts down while open, and warns within the reminder window', () => {
    expect(dueStanding({ dueAt: hoursFromNow(30), status: 20, onHold: false }, now)).toEqual({
      text: '30 h left',
      tone: 'plain',
    })
    expect(dueStanding({ dueAt: hoursFromNow(5.5), status: '10', onHold: false }, now)).toEqual({
      text: '5 h left',
      tone: 'soon',
    })
  })

  it('reads overdue in whole hours once past', () => {
    expect(dueStanding({ dueAt: hoursFromNow(-13.2), status: 20, onHold: false }, now)).toEqual({
      text: 'Overdue by 13 h',
      tone: 'overdue',
    })
  })

  it('reads "On hold" while on hold, however late the due time it had', () => {
    expect(dueStanding({ dueAt: hoursFromNow(-13), status: 20, onHold: true }, now)).toEqual({
      text: 'On hold',
      tone: 'on-hold',
    })
    expect(dueStanding({ dueAt: hoursFromNow(40), status: 10, onHold: true }, now)?.text).toBe('On hold')
  })

  it('counts nothing for a valuation finished or not paid yet', () => {
    expect(dueStanding({ dueAt: hoursFromNow(-2), status: 50, onHold: false }, now)).toBeNull()
    expect(dueStanding({ dueAt: null, status: 0, onHold: false }, now)).toBeNull()
    expect(dueStanding({ dueAt: null, status: 10, onHold: false }, now)).toBeNull()
  })

  it.each([
    ['completed', 50],
    ['declined', 40],
    ['awaiting payment', 0],
  ])('when a valuation is %s, then nothing is due, even with a due time once set', (_name, status) => {
    for (const dueAt of [hoursFromNow(-30), hoursFromNow(30)])
      expect(dueStanding({ dueAt, status, onHold: false }, now)).toBeNull()
  })
})
