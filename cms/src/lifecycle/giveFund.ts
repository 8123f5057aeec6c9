import type { Payload } from 'payload'

import { AppError, formatAbn, giveFundProblem, statusOf, type Fund } from '@valuedesk/domain'

import type { User, Valuation } from '../payload-types.ts'
import { actorOf } from './steps/actor.ts'
import { withHistory } from './steps/history.ts'
import { storedFund } from './steps/storedFund.ts'
import { readValuation } from './steps/read.ts'
import { inTransaction, lockRecord, writeAs } from './steps/transaction.ts'

/**
 * The customer gives the fund their order is for, after ordering (the spec's calls carry none): kept on the
 * valuation, with a line in its history, so its report can be completed. Who may is the hold answer's rule:
 * an order the caller sees (theirs, or their firm's; anyone else's is the same 404), as its customer (staff
 * are refused), and only until its report is delivered (domain: `giveFundProblem`).
 */
export async function giveFund(
  payload: Payload,
  user: User,
  id: number | string,
  fund: Fund,
): Promise<Valuation> {
  const seen = await readValuation(payload, user, id, 0)
  const early = giveFundProblem(statusOf(seen), actorOf(user))
  if (early) throw actorOf(user) === 'customer' ? AppError.conflict(early) : AppError.forbidden(early)
  return inTransaction(payload, user, async (req) => {
    await lockRecord(req, 'valuations', seen.id)
    const valuation = await req.payload.findByID({ collection: 'valuations', id: seen.id, ...writeAs(req) })
    // Delivered or cancelled meanwhile: the report stands as it was sent.
    const problem = giveFundProblem(statusOf(valuation), actorOf(user))
    if (problem) throw AppError.conflict(problem)
    return req.payload.update({
      collection: 'valuations',
      id: valuation.id,
      data: {
        fund: storedFund(fund),
        history: withHistory(req, valuation, {
          note: `The customer gave the fund: ${fund.Name}, trustee ${fund.Trustee} (ABN ${formatAbn(fund.Abn)})${valuation.fund?.name ? `, in place of ${valuation.fund.name}` : ''}.`,
        }),
      },
      ...writeAs(req),
      depth: 1,
    })
  })
}
