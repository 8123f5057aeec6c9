import type { CollectionBeforeChangeHook } from 'payload'

import { firmIdentityProblem, idOrNull, type FirmIdentityField } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import { RuleRefusal } from '../access/refusal.ts'
import { LIFECYCLE } from '../lifecycle/steps/transaction.ts'
import type { Business } from '../payload-types.ts'

/**
 * A firm's legal name and ABN, printed on its invoices as the buyer, through every door (the API, /cms-api
 * REST and GraphQL, the admin form, the Local API with access overridden): once any invoice bills the firm,
 * only an admin changes them; before, the member who registered the firm may correct them. Refused with the
 * field's name: 409 once invoiced, 403 for anyone else.
 */
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
