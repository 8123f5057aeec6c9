import type { Payload } from 'payload'

import { valuationStatuses } from '@valuedesk/domain'

import type { User, Valuation } from '../payload-types.ts'
import { queueDeclined } from './emails.ts'
import { inTransaction } from './transaction.ts'
import { checkTransition, workOn, writeStatus } from './workflow.ts'

/**
 * Decline a valuation (an admin, with a reason the customer reads): it is Deleted, whatever it was waiting
 * on, and the customer is told why. A payment is given back with `refundInvoice`, which says so again.
 */
export function declineValuation(
  payload: Payload,
  user: User,
  id: number | string,
  reason: string,
): Promise<Valuation> {
  return inTransaction(payload, user, async (req) => {
    const valuation = await workOn(req, user, id)
    await checkTransition(req, user, valuation, valuationStatuses.Deleted, reason)
    const declined = await writeStatus(req, valuation, valuationStatuses.Deleted, reason.trim())
    await queueDeclined(req, declined, reason.trim())
    return declined
  })
}
