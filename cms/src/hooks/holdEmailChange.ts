import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { AppError, EmailAddress } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import { holdNewAddress } from '../accounts/emailChange.ts'
import type { User } from '../payload-types.ts'

/** Takes effect only once confirmed from a link sent to it, whatever the door. */
export const holdEmailChange: CollectionBeforeChangeHook<User> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc || typeof data.email !== 'string') return data
  const wanted = data.email.trim().toLowerCase()
  if (wanted === originalDoc.email.toLowerCase()) return data
  const valid = EmailAddress.safeParse(wanted)
  if (!valid.success)
    throw new ValidationError({
      collection: 'users',
      errors: [{ path: 'email', message: valid.error.issues[0]!.message }],
    })
  const { user } = req
  if (!user || (checkRole(['admin'], user) && user.id !== originalDoc.id))
    return { ...data, pendingEmail: null, emailTokenHash: null, emailTokenExpiresAt: null }
  if (originalDoc.guest)
    throw AppError.forbidden('A guest account has no e-mail address to change; sign up instead.')
  return { ...data, email: originalDoc.email, ...(await holdNewAddress(req, originalDoc, wanted)) }
}
