import type { Payload } from 'payload'

import { AppError, resumeProblem } from '@valuedesk/domain'

import type { User, Valuation } from '../payload-types.ts'
import { actorOf } from './steps/actor.ts'
import { inTransaction } from './steps/transaction.ts'
import { workOn } from './steps/workOn.ts'
import { isOnHold, resumeHeld } from './steps/resumeHeld.ts'

/** Resume a valuation on hold (its valuer or an admin): see `resumeHeld`. */
export function resumeValuation(payload: Payload, user: User, id: number | string): Promise<Valuation> {
  return inTransaction(payload, user, async (req) => {
    const valuation = await workOn(req, user, id)
    const problem = resumeProblem(isOnHold(valuation), actorOf(user))
    if (problem || !isOnHold(valuation)) throw AppError.conflict(problem ?? 'This valuation is not on hold.')
    return resumeHeld(req, valuation, { history: valuation.history ?? [] })
  })
}
