import type { CollectionBeforeChangeHook } from 'payload'

import { personName } from '@valuedesk/domain'

type Person = { firstName?: string | null; lastName?: string | null; email?: string | null }

/**
 * Keeps `displayName` (the admin's title for users and contacts) as the name and address say, on every write:
 * whatever a write sends for it is replaced.
 */
export const setDisplayName: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  data.displayName = personName({ ...(originalDoc as Person | undefined), ...(data as Person) })
  return data
}
