import type { CollectionBeforeChangeHook } from 'payload'

import { hasAdmin } from '../accounts/firstAdmin.ts'
import type { User } from '../payload-types.ts'

/** Only an admin may create accounts otherwise; guests and sign-ups are written without this hook. */
export const makeFirstUserAdmin: CollectionBeforeChangeHook<User> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  return (await hasAdmin(req.payload, req)) ? data : { ...data, roles: ['admin'] }
}
