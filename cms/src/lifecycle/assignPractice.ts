import type { Payload } from 'payload'

import { AppError, idOrNull } from '@valuedesk/domain'

import type { User, Valuation } from '../payload-types.ts'
import { withHistory } from './steps/history.ts'
import { inTransaction, writeAs } from './steps/transaction.ts'
import { staffOnly, workOn } from './steps/workOn.ts'

/** Assign a practice: the valuation goes to it, and a valuer who is not in it is taken off. */
export function assignPractice(
  payload: Payload,
  user: User | null,
  id: number | string,
  practiceId: number | string,
): Promise<Valuation> {
  staffOnly(user)
  return inTransaction(payload, user, async (req) => {
    const valuation = await workOn(req, user, id)
    const practice = await req.payload
      .findByID({ collection: 'practices', id: practiceId, ...writeAs(req) })
      .catch(() => AppError.throwValidation({ PracticeId: [`No practice ${practiceId}.`] }))
    const valuerId = idOrNull(valuation.valuer)
    const stays =
      valuerId !== null &&
      (
        await req.payload.count({
          collection: 'practice-valuers',
          where: { practice: { equals: practice.id }, valuer: { equals: valuerId } },
          req,
        })
      ).totalDocs > 0
    if (idOrNull(valuation.practice) === practice.id && (stays || valuerId === null)) return valuation
    return req.payload.update({
      collection: 'valuations',
      id: valuation.id,
      data: {
        practice: practice.id,
        ...(stays ? {} : { valuer: null }),
        history: withHistory(req, valuation, {
          note: `Sent to ${practice.name}${valuerId !== null && !stays ? '; valuer unassigned' : ''}`,
        }),
      },
      ...writeAs(req),
      depth: 1,
    })
  })
}
