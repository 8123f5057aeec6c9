import type { Access, FieldAccess } from 'payload'

import { oncePerRequest, valuerPracticeIds } from './memberships.ts'
import { checkRole } from './roles.ts'

/** Valuers in a practice: admins see all; a valuer sees the valuers of their own practices; nobody else. */
export const adminOrFellowValuer: Access = async ({ req }) => {
  if (checkRole(['admin'], req.user)) return true
  if (!checkRole(['valuer'], req.user)) return false
  return {
    practice: {
      in: await oncePerRequest(req, 'valuerPracticeIds', () => valuerPracticeIds(req.payload, req.user)),
    },
  }
}

/** A valuer's own record in a practice (their licence details); admins change any. */
export const adminOrThisValuer: Access = ({ req: { user } }) => {
  if (checkRole(['admin'], user)) return true
  if (!checkRole(['valuer'], user)) return false
  return { valuer: { equals: user!.id } }
}

/** A field of a practice that only admins and the practice's own valuers read (what its reports print). */
export const adminOrPracticeValuerField: FieldAccess = async ({ req, doc }) => {
  if (checkRole(['admin'], req.user)) return true
  if (!checkRole(['valuer'], req.user) || doc?.id === undefined) return false
  const practices = await oncePerRequest(req, 'valuerPracticeIds', () =>
    valuerPracticeIds(req.payload, req.user),
  )
  return practices.some((id) => String(id) === String(doc.id))
}
