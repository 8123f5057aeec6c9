import type { CollectionConfig } from 'payload'

import { adminOnly, visibleTo } from '../access/index.ts'

export const Zones: CollectionConfig = {
  slug: 'zones',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'code', 'country'],
    group: 'Reference data',
    hidden: visibleTo(),
    listSearchableFields: ['name', 'code'],
  },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'code', type: 'text', required: true, index: true, maxLength: 10 },
      ],
    },
    { name: 'country', type: 'relationship', relationTo: 'countries', required: true, index: true },
    {
      name: 'postcodes',
      type: 'text',
      hasMany: true,
      admin: { description: 'Four-digit postcodes in this zone.' },
    },
  ],
}
