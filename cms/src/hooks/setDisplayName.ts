import type { CollectionBeforeChangeHook } from 'payload'

import { personName } from '@valuedesk/domain'

type Person = { firstName?: string | null; lastName?: string | null; email?: string | null }

/** Whatever a write sends for it is replaced. */
export const setDisplayName: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  data.displayName = personName({ ...(originalDoc as Person | undefined), ...(data as Person) })
  return data
}
