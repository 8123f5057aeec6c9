import type { CollectionBeforeChangeHook } from 'payload'

import { firmIdentityProblem, idOrNull, type FirmIdentityField } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import { RuleRefusal } from '../access/refusal.ts'
import { LIFECYCLE } from '../lifecycle/steps/transaction.ts'
import type { Business } from '../payload-types.ts'

/** Printed on its invoices, so once one bills the firm only an admin changes them. */
export const guardFirmIdentity: CollectionBeforeChangeHook<Business> = async ({
  data,
  originalDoc,
  req,
  operation,
}) => {
  if (operation !== 'update' || !originalDoc || req.context[LIFECYCLE]) return data
  const changed = (['name', 'abn'] as const satisfies readonly FirmIdentityField[]).filter(
    (field) => field in data && data[field] !== undefined && data[field] !== originalDoc[field],
  )
  if (changed.length === 0) return data
  const admin = checkRole(['admin'], req.user)
  const { totalDocs } = admin
    ? { totalDocs: 0 }
    : await req.payload.count({
        collection: 'invoices',
        where: { business: { equals: originalDoc.id } },
        req,
        overrideAccess: true,
      })
  const problem = firmIdentityProblem({
    changed,
    admin,
    registrant: req.user != null && idOrNull(originalDoc.registeredBy ?? null) === req.user.id,
    invoiced: totalDocs > 0,
  })
  if (problem) throw new RuleRefusal(problem.message, problem.status, { fields: changed })
  return data
}
