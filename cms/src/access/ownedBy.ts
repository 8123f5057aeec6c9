import type { Access } from 'payload'

import { checkRole } from './roles.ts'

/** Admins see every document; a signed-in user only the documents whose `field` is themselves. */
export const adminOrOwner =
  (field = 'customer'): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    if (checkRole(['admin'], user)) return true
    return { [field]: { equals: user.id } }
  }
