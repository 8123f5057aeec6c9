import type { CollectionBeforeChangeHook } from 'payload'

import { idOf, reportStatus, statusOf, valuationStatuses } from '@valuedesk/domain'

import { RuleRefusal } from '../access/refusal.ts'
import { LIFECYCLE } from '../lifecycle/steps/transaction.ts'

/**
 * A report belongs to a valuation its author may work on: Payload's valuation access decides (404 for one
 * they may not). A delivered valuation gets no new report by hand: a correction is a reissue (a verb), and
 * a delivered report never changes, through any door.
 */
export const draftsOfOpenValuationsOnly: CollectionBeforeChangeHook = async ({
  data,
  req,
  operation,
  originalDoc,
}) => {
  if (req.context[LIFECYCLE]) return data
  if (operation === 'update' && originalDoc?.status !== reportStatus.draft)
    throw new RuleRefusal('This report was delivered and never changes; reissue it to correct it.', 409)
  if (operation !== 'create' || !data.valuation) return data
  const valuation = await req.payload
    .findByID({
      collection: 'valuations',
      id: idOf(data.valuation),
      depth: 0,
      ...(req.user ? { user: req.user, overrideAccess: false } : {}),
      req,
    })
    .catch(() => {
      throw new RuleRefusal('No valuation of yours to report on.', 404)
    })
  if (statusOf(valuation) >= valuationStatuses.Deleted)
    throw new RuleRefusal(
      'This valuation is finished: its report was delivered (reissue it to correct it) or it was deleted.',
      409,
    )
  return data
}
