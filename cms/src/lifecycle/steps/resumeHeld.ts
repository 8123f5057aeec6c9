import type { PayloadRequest } from 'payload'

import { dueAfterHold } from '@valuedesk/domain'

import type { Valuation } from '../../payload-types.ts'
import { queueResumed } from './queueCustomerNotices.ts'
import { withHistory } from './history.ts'
import { writeAs } from './transaction.ts'

/** The time on hold is added to the due time: the promise counts the valuer’s time, not the customer’s. */
export async function resumeHeld(
  req: PayloadRequest,
  valuation: Valuation & { hold: { since: string } },
  changes: { history: NonNullable<Valuation['history']>; files?: Valuation['files'] },
): Promise<Valuation> {
  const dueAt = dueAfterHold(valuation.dueAt, valuation.hold.since)?.toISOString() ?? null
  const resumed = await req.payload.update({
    collection: 'valuations',
    id: valuation.id,
    data: {
      ...changes,
      hold: { since: null, reason: null },
      dueAt,
      reminderSentAt: null,
      history: withHistory(
        req,
        { ...valuation, history: changes.history },
        { note: 'Resumed; the time on hold is added to the due time' },
      ),
    },
    ...writeAs(req),
    depth: 1,
  })
  await queueResumed(req, resumed)
  return resumed
}

export const isOnHold = (valuation: Valuation): valuation is Valuation & { hold: { since: string } } =>
  Boolean(valuation.hold?.since)
