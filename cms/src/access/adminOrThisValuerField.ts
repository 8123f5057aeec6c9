import type { FieldAccess } from 'payload'

import { idOrNull } from '@valuedesk/domain'

import { checkRole } from './roles.ts'

export const adminOrThisValuerField: FieldAccess = ({ req: { user }, doc }) => {
  if (checkRole(['admin'], user)) return true
  if (!user || !checkRole(['valuer'], user)) return false
  return idOrNull(doc?.valuer) === user.id
}
