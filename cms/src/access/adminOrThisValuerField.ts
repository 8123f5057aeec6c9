import type { FieldAccess } from 'payload'

import { idOrNull } from '@valuedesk/domain'

import { checkRole } from './roles.ts'

/** A field of a valuer's practice record that only they and admins see (their signature). */
export const adminOrThisValuerField: FieldAccess = ({ req: { user }, doc }) => {
  if (checkRole(['admin'], user)) return true
  if (!user || !checkRole(['valuer'], user)) return false
  return idOrNull(doc?.valuer) === user.id
}
