import type { CollectionBeforeChangeHook } from 'payload'

import { RuleRefusal } from '../access/refusal.ts'
import { checkRole } from '../access/roles.ts'
import type { User } from '../payload-types.ts'

/**
 * A guest account (one order, no sign-up) has no password and never gets one by an edit: whoever holds its
 * session would own an account nobody confirmed. It becomes an account by signing up from its address
 * (accounts/registration.ts, written by the server). Through every door that updates a user as its caller
 * (REST, GraphQL, the admin, the Local API as the user), only an admin sets one; code running as no one
 * (seeding, ADMIN_EMAIL) is not asked. Real accounts keep changing their own passwords.
 */
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
