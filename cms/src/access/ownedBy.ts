import type { Access, FieldAccess } from 'payload'

import { checkRole } from './roles.ts'

export const adminOrOwner =
  (field = 'customer'): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    if (checkRole(['admin'], user)) return true
    return { [field]: { equals: user.id } }
  }

/** A field only admins and the document's owner read: e.g. the customer's estimate, kept from the valuer. */
export const adminOrOwnerField =
  (field = 'customer'): FieldAccess =>
  ({ req: { user }, doc }) => {
    if (!user) return false
    if (checkRole(['admin'], user)) return true
    const owner = doc?.[field]
    return owner != null && String(typeof owner === 'object' ? owner.id : owner) === String(user.id)
  }
