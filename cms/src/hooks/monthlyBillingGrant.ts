import type { CollectionBeforeChangeHook } from 'payload'

import { grantProblem, idOrNull, invoicingProblem, type MonthlyBillingHistoryEntry } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import { memberFirmIdsOf } from '../access/memberships.ts'
import { RuleRefusal } from '../access/refusal.ts'
import { grantOf } from '../lifecycle/firm.ts'
import { LIFECYCLE } from '../lifecycle/transaction.ts'
import type { Business } from '../payload-types.ts'

/**
 * The guard on a firm's credit, for every door (the API, /cms-api REST and GraphQL, the admin form, the Local
 * API with access overridden): ordering on account is a term an admin grants, with a limit.
 * - The limit changes only by an admin who is not one of the firm's members; the grant is stamped with who and
 *   when, and the firm's history gains a line (granted, changed, withdrawn). No person, no grant: a write
 *   without a user (the system) cannot give credit either.
 * - Invoicing per month (work starting before payment) is chosen only while a grant stands; a withdrawal puts a
 *   firm invoiced per month back to one invoice per order, so its next orders are paid first.
 * The order lifecycle's own writes (and the system putting a test's world back) carry LIFECYCLE and pass.
 */
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
