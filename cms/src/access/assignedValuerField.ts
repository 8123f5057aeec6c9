import type { FieldAccess } from 'payload'

import { idOrNull } from '@valuedesk/domain'

import { checkRole } from './roles.ts'

/** What they add is theirs to answer for, so not the practice's other valuers. */
export const adminOrAssignedValuerField: FieldAccess = async ({ req, doc, data }) => {
  if (checkRole(['admin'], req.user)) return true
  if (!req.user || !checkRole(['valuer'], req.user)) return false
  const valuationId = idOrNull(doc?.valuation ?? data?.valuation)
  if (valuationId === null) return false
  const valuation = await req.payload
    .findByID({ collection: 'valuations', id: valuationId, depth: 0, req, select: { valuer: true } })
    .catch(() => undefined)
  return idOrNull(valuation?.valuer ?? null) === req.user.id
}
