import { describe, expect, it } from 'vitest'

import { reportStatus } from '../report/status.ts'
import { businessWeekAndDay, startOfBusinessDay, whereQuery, workQueueKeys, workQueues } from './queues.ts'

const queue = (key: string, now: Date) => workQueues(now).find((each) => each.key === key)!

describe('the work queues', () => {
  it('when asked for the queues, then each is there once, in the order the dashboard shows them', () => {
    expect(workQueues().map((each) => each.key)).toEqual([...workQueueKeys])
  })

  it('when a day begins in Brisbane, then it is 2 pm UTC the day before (no daylight saving)', () => {
    expect(startOfBusinessDay('2026-11-25').toISOString()).toBe('2026-11-24T14:00:00.000Z')
    expect(startOfBusinessDay('2027-01-01').toISOString()).toBe('2026-12-31T14:00:00.000Z')
  })

  it('when it is late on Tuesday in UTC but already Wednesday in Brisbane, then today ends at Brisbane’s midnight and the week began on Monday there', () => {
    const now = new Date('2026-11-24T20:00:00Z') // Wednesday 6 am in Brisbane
    expect(businessWeekAndDay(now)).toEqual({
      weekStart: new Date('2026-11-22T14:00:00Z'), // Monday 23 November, midnight in Brisbane
      todayEnds: new Date('2026-11-25T14:00:00Z'),
    })
  })

  it('when it is Monday morning in Brisbane, then the week began that midnight', () => {
    expect(businessWeekAndDay(new Date('2026-11-22T15:00:00Z')).weekStart).toEqual(
      new Date('2026-11-22T14:00:00Z'),
    )
  })

  it('when a Sunday evening in Brisbane, then the week began six days before', () => {
    expect(businessWeekAndDay(new Date('2026-11-29T10:00:00Z')).weekStart).toEqual(
      new Date('2026-11-22T14:00:00Z'),
    )
  })

  it('when due today and overdue are asked for, then they split at now and leave on-hold valuations out', () => {
    const now = new Date('2026-11-24T20:00:00Z')
    expect(queue('dueToday', now).where).toEqual({
      or: [
        {
          and: [
            { status: { in: ['10', '20'] } },
            { 'hold.since': { exists: false } },
            { dueAt: { greater_than_equal: '2026-11-24T20:00:00.000Z' } },
            { dueAt: { less_than: '2026-11-25T14:00:00.000Z' } },
          ],
        },
      ],
    })
    expect(queue('overdue', now).where).toEqual({
      or: [
        {
          and: [
            { status: { in: ['10', '20'] } },
            { 'hold.since': { exists: false } },
            { dueAt: { less_than: '2026-11-24T20:00:00.000Z' } },
          ],
        },
      ],
    })
  })

  it('when unpaid, unassigned or on hold, then the queue says so by status, valuer and hold', () => {
    const now = new Date()
    expect(queue('awaitingPayment', now).where).toEqual({ or: [{ and: [{ status: { equals: '0' } }] }] })
    expect(queue('unassigned', now).where).toEqual({
      or: [{ and: [{ status: { in: ['10', '20'] } }, { valuer: { exists: false } }] }],
    })
    expect(queue('onHold', now).where).toEqual({
      or: [{ and: [{ status: { in: ['10', '20'] } }, { 'hold.since': { exists: true } }] }],
    })
  })

  it('when reports are counted, then QA is drafts of valuations in progress and delivered is final since Monday', () => {
    const now = new Date('2026-11-24T20:00:00Z')
    expect(queue('awaitingQa', now)).toMatchObject({
      collection: 'reports',
      where: { and: [{ status: { equals: reportStatus.draft } }, { 'valuation.status': { equals: '20' } }] },
    })
    expect(queue('deliveredThisWeek', now)).toMatchObject({
      collection: 'reports',
      needsAttention: false,
      where: {
        or: [
          {
            and: [
              { status: { equals: reportStatus.final } },
              { completedAt: { greater_than_equal: '2026-11-22T14:00:00.000Z' } },
            ],
          },
        ],
      },
    })
  })
})

describe('a queue as a list URL', () => {
  it('when a filter is put in a URL, then it is in the brackets Payload’s list reads', () => {
    expect(whereQuery({ and: [{ status: { in: ['10', '20'] } }, { 'hold.since': { exists: false } }] })).toBe(
      [
        'where%5Band%5D%5B0%5D%5Bstatus%5D%5Bin%5D%5B0%5D=10',
        'where%5Band%5D%5B0%5D%5Bstatus%5D%5Bin%5D%5B1%5D=20',
        'where%5Band%5D%5B1%5D%5Bhold.since%5D%5Bexists%5D=false',
      ].join('&'),
    )
  })
})
