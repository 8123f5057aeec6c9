import type { CollectionBeforeChangeHook } from 'payload'

import { RuleRefusal } from '../access/refusal.ts'
import { checkRole } from '../access/roles.ts'
import type { User } from '../payload-types.ts'

/** Whoever holds a guest's session would own an unconfirmed account: only an admin sets one. */
export const noPasswordForGuests: CollectionBeforeChangeHook<User> = ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc?.guest) return data
  const password = (data as { password?: unknown }).password
  if (password === undefined || password === null || password === '') return data
  if (!req.user || checkRole(['admin'], req.user)) return data
  throw new RuleRefusal('A guest account has no password; sign up with its e-mail address instead.', 403, {
    fields: ['password'],
  })
}
