import type { CollectionConfig } from 'payload'

import { adminOnly, anyone, visibleTo } from '../access/index.ts'

export const EnumerationGroups: CollectionConfig = {
  slug: 'enumeration-groups',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'key', 'types'],
    group: 'Reference data',
    hidden: visibleTo(),
  },
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'key', label: 'GroupId', type: 'text', required: true, unique: true, index: true },
        { name: 'name', type: 'text', required: true },
      ],
    },
    {
      name: 'types',
      type: 'text',
      hasMany: true,
      admin: { description: 'The enumeration types in this group, like property-type.' },
    },
  ],
}
