import type { Payload } from 'payload'

import { AppError, dueAfterHold, holdProblem, resumeProblem, statusOf } from '@valuedesk/domain'

import type { User, Valuation } from '../payload-types.ts'
import { actorOf } from './actor.ts'
import { queueOnHold, queueResumed } from './emails.ts'
import { withHistory } from './history.ts'
import { inTransaction, writeAs } from './transaction.ts'
import { workOn } from './workflow.ts'

/**
 * Put a valuation on hold (the valuer or an admin): it waits on something outside the valuer's hands, the
 * customer is told why, and nothing moves it on until it is resumed (declining still can).
 */
export function holdValuation(
  payload: Payload,
  user: User,
  id: number | string,
  reason: string,
): Promise<Valuation> {
  return inTransaction(payload, user, async (req) => {
    const valuation = await workOn(req, user, id)
    const problem = holdProblem(statusOf(valuation), Boolean(valuation.hold?.since), actorOf(user), reason)
    if (problem) throw AppError.conflict(problem)
    const held = await req.payload.update({
      collection: 'valuations',
      id: valuation.id,
      data: {
        hold: { since: new Date().toISOString(), reason: reason.trim() },
        history: withHistory(req, valuation, { note: `On hold: ${reason.trim()}` }),
      },
      ...writeAs(req),
      depth: 1,
    })
    await queueOnHold(req, held)
    return held
  })
}

/**
 * Resume a valuation on hold: the time it waited is added to its due time (the promise counts the valuer's
 * time, not the customer's), and the customer is told the new due time.
 */
export function resumeValuation(payload: Payload, user: User, id: number | string): Promise<Valuation> {
  return inTransaction(payload, user, async (req) => {
    const valuation = await workOn(req, user, id)
    const since = valuation.hold?.since
    const problem = resumeProblem(Boolean(since), actorOf(user))
    if (problem || !since) throw AppError.conflict(problem ?? 'This valuation is not on hold.')
    const dueAt = dueAfterHold(valuation.dueAt, since)?.toISOString() ?? null
    const resumed = await req.payload.update({
      collection: 'valuations',
      id: valuation.id,
      data: {
        hold: { since: null, reason: null },
        dueAt,
        reminderSentAt: null,
        history: withHistory(req, valuation, { note: 'Resumed; the time on hold is added to the due time' }),
      },
      ...writeAs(req),
      depth: 1,
    })
    await queueResumed(req, resumed)
    return resumed
  })
}
