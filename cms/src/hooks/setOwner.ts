import type { CollectionBeforeChangeHook } from 'payload'

import { idOf } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'

/** A document a customer creates always belongs to them, and no one but an admin can give it to someone else. */
export const setOwner =
  (field = 'customer'): CollectionBeforeChangeHook =>
  ({ data, operation, originalDoc, req: { user } }) => {
    if (!user || checkRole(['admin'], user)) return data
    const owner = operation === 'create' ? user.id : originalDoc?.[field]
    return { ...data, [field]: owner === null || owner === undefined ? owner : idOf(owner) }
  }
