import type { Payload } from 'payload'

import { AppError, holdProblem, statusOf } from '@valuedesk/domain'

import type { User, Valuation } from '../payload-types.ts'
import { actorOf } from './steps/actor.ts'
import { queueOnHold } from './steps/queueCustomerNotices.ts'
import { withHistory } from './steps/history.ts'
import { inTransaction, writeAs } from './steps/transaction.ts'
import { workOn } from './steps/workOn.ts'

/** Nothing moves it on until it is resumed (declining still can). */
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
