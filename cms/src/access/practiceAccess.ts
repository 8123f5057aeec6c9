import type { Access, FieldAccess } from 'payload'

import { oncePerRequest, valuerPracticeIds } from './memberships.ts'
import { checkRole } from './roles.ts'

export const adminOrFellowValuer: Access = async ({ req }) => {
  if (checkRole(['admin'], req.user)) return true
  if (!checkRole(['valuer'], req.user)) return false
  return {
    practice: {
      in: await oncePerRequest(req, 'valuerPracticeIds', () => valuerPracticeIds(req.payload, req.user)),
    },
  }
}

export const adminOrThisValuer: Access = ({ req: { user } }) => {
  if (checkRole(['admin'], user)) return true
  if (!checkRole(['valuer'], user)) return false
  return { valuer: { equals: user!.id } }
}

export const adminOrPracticeValuerField: FieldAccess = async ({ req, doc }) => {
  if (checkRole(['admin'], req.user)) return true
  if (!checkRole(['valuer'], req.user) || doc?.id === undefined) return false
  const practices = await oncePerRequest(req, 'valuerPracticeIds', () =>
    valuerPracticeIds(req.payload, req.user),
  )
  return practices.some((id) => String(id) === String(doc.id))
}
