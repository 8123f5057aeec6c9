import type { CollectionBeforeChangeHook } from 'payload'

import type { User } from '../../../payload-types.ts'

/** The very first account (the admin's create-first-user screen, or ADMIN_EMAIL on first start) is an admin. */
export const makeFirstUserAdmin: CollectionBeforeChangeHook<User> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  return totalDocs === 0 ? { ...data, roles: ['admin'] } : data
}
