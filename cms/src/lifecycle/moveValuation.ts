import type { Payload } from 'payload'

import { statusOf, valuationStatuses, type ValuationStatus } from '@valuedesk/domain'

import type { User, Valuation } from '../payload-types.ts'
import { readValuation } from './steps/read.ts'
import { inTransaction } from './steps/transaction.ts'
import { checkTransition, writeStatus } from './steps/statusChange.ts'
import { workOn } from './steps/workOn.ts'

/** Completing needs the report (`completeValuation`); deleting is `declineValuation`. */
export function moveValuation(
  payload: Payload,
  user: User | null,
  id: number | string,
  to: Exclude<ValuationStatus, typeof valuationStatuses.Completed | typeof valuationStatuses.Deleted>,
  note?: string | null,
): Promise<Valuation> {
  return inTransaction(payload, user, async (req) => {
    const valuation = await workOn(req, user, id)
    await checkTransition(req, user, valuation, to, note)
    if (statusOf(valuation) === to) return readValuation(payload, user, id)
    return writeStatus(req, valuation, to, note?.trim() || null)
  })
}
