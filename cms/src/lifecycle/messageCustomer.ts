import type { Payload } from 'payload'

import { AppError, idOrNull, personName } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import type { User, Valuation } from '../payload-types.ts'
import { queueStaffMessage } from './steps/queueCustomerNotices.ts'
import { withHistory } from './steps/history.ts'
import { inTransaction, writeAs } from './steps/transaction.ts'
import { workOn } from './steps/workOn.ts'

export function messageCustomer(
  payload: Payload,
  user: User,
  id: number | string,
  text: string,
): Promise<Valuation> {
  if (!checkRole(['admin', 'valuer'], user))
    throw AppError.forbidden('Only the valuer working on it or an admin messages the customer.')
  return inTransaction(payload, user, async (req) => {
    const valuation = await workOn(req, user, id)
    if (idOrNull(valuation.contact) === null)
      throw AppError.conflict('This order has no contact to message; an admin adds one on the order.')
    const updated = await req.payload.update({
      collection: 'valuations',
      id: valuation.id,
      data: {
        history: withHistory(req, valuation, {
          note: `Message to the customer from ${personName(user)}: “${text.trim()}”`,
        }),
      },
      ...writeAs(req),
      depth: 1,
    })
    await queueStaffMessage(req, valuation, user, text.trim())
    return updated
  })
}
