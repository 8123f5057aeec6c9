import type { CollectionConfig } from 'payload'

import { adminOnly, adminOrOwner, contactReaders, hasRole, visibleTo } from '../access/index.ts'
import { ownerField } from '../fields/owner.ts'
import { displayNameField } from '../fields/readable.ts'
import { refreshValuationCopies } from '../hooks/refreshValuationCopies.ts'
import { setDisplayName } from '../hooks/setDisplayName.ts'
import { setOwner } from '../hooks/setOwner.ts'

export const Contacts: CollectionConfig = {
  slug: 'contacts',
  admin: {
    useAsTitle: 'displayName',
    defaultColumns: ['displayName', 'email', 'phone', 'businessName', 'createdAt'],
    group: 'Sales',
    hidden: visibleTo(),
    listSearchableFields: ['firstName', 'lastName', 'email', 'businessName'],
  },
  access: { read: contactReaders, create: hasRole('customer'), update: adminOrOwner(), delete: adminOnly },
  hooks: { beforeChange: [setOwner(), setDisplayName], afterChange: [refreshValuationCopies('contact')] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true, maxLength: 100 },
        { name: 'lastName', type: 'text', required: true, maxLength: 100 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, index: true },
        { name: 'phone', type: 'text', maxLength: 40 },
      ],
    },
    { name: 'businessName', type: 'text', maxLength: 200 },
    displayNameField,
    ownerField(),
  ],
}
