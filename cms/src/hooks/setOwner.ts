import type { CollectionBeforeChangeHook } from 'payload'

import { idOf } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import { LIFECYCLE } from '../lifecycle/steps/transaction.ts'

/** The order lifecycle names the owner itself (a completed report's PDF is the customer's). */
export const setOwner =
  (field = 'customer'): CollectionBeforeChangeHook =>
  ({ data, operation, originalDoc, req: { user, context } }) => {
    if (!user || checkRole(['admin'], user) || context[LIFECYCLE]) return data
    const owner = operation === 'create' ? user.id : originalDoc?.[field]
    return { ...data, [field]: owner === null || owner === undefined ? owner : idOf(owner) }
  }
