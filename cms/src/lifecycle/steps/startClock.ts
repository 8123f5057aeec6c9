import type { PayloadRequest } from 'payload'

import { storedStatus, valuationStatuses, type StoredValuationStatus } from '@valuedesk/domain'

import type { Valuation } from '../../payload-types.ts'
import { withHistory } from './history.ts'
import { writeAs } from './transaction.ts'

export function startClock(
  req: PayloadRequest,
  valuation: Valuation,
  start: { dueAt: string; note: string; paidAt?: string },
): Promise<Valuation> {
  const to: StoredValuationStatus = storedStatus(valuationStatuses.Pending)
  return req.payload.update({
    collection: 'valuations',
    id: valuation.id,
    data: {
      status: to,
      ...(start.paidAt ? { paidAt: start.paidAt } : {}),
      dueAt: start.dueAt,
      history: withHistory(req, valuation, { to, note: start.note }),
    },
    ...writeAs(req),
  })
}
