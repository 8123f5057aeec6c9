import type { CollectionBeforeChangeHook } from 'payload'

import { grantProblem, idOrNull, invoicingProblem, type MonthlyBillingHistoryEntry } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import { memberFirmIdsOf } from '../access/memberships.ts'
import { RuleRefusal } from '../access/refusal.ts'
import { grantOf } from '../lifecycle/steps/orderFirm.ts'
import { LIFECYCLE } from '../lifecycle/steps/transaction.ts'
import type { Business } from '../payload-types.ts'

/** Every door, the Local API too: only an admin outside the firm grants credit, never without a person. */
export const guardMonthlyBillingGrant: CollectionBeforeChangeHook<Business> = async ({
  data,
  originalDoc,
  req,
  operation,
}) => {
  if (req.context[LIFECYCLE]) return data
  const before = grantOf(originalDoc)
  const limit = 'accountLimit' in data ? (data.accountLimit ?? null) : (originalDoc?.accountLimit ?? null)
  const limitChanged = limit !== (originalDoc?.accountLimit ?? null)
  let after = before
  if (limitChanged) {
    const memberOfFirm =
      operation === 'update' && originalDoc
        ? (await memberFirmIdsOf(req.payload, req.user)).some((id) => String(id) === String(originalDoc.id))
        : false
    const problem = grantProblem({ admin: checkRole(['admin'], req.user), memberOfFirm })
    if (problem) throw new RuleRefusal(`Account limit: ${problem}`, 403, { fields: ['accountLimit'] })
    after = grantOf({ accountLimit: limit, accountGrantedAt: null })
    const at = new Date().toISOString()
    const action: MonthlyBillingHistoryEntry['action'] = !after ? 'withdrawn' : before ? 'changed' : 'granted'
    // The grant's admin (checked above) is who and now is when; a zero limit is no grant, kept as none.
    const by = req.user!.id as number
    data.accountLimit = after ? limit : null
    data.accountGrantedAt = after ? at : null
    data.accountGrantedBy = after ? by : null
    data.accountHistory = [
      ...(originalDoc?.accountHistory ?? []).map((line) => ({ ...line, by: idOrNull(line.by) })),
      { action, at, limit: after ? limit : null, by },
    ]
  }
  const invoicing = data.invoicing ?? originalDoc?.invoicing
  if (limitChanged && !after && invoicing === 'per-month') {
    data.invoicing = 'per-order'
    return data
  }
  const chosen = data.invoicing === 'per-month' && originalDoc?.invoicing !== 'per-month'
  const problem = chosen ? invoicingProblem(data.invoicing, after) : undefined
  if (problem) throw new RuleRefusal(`Invoicing: ${problem}`, 403, { fields: ['invoicing'] })
  return data
}
