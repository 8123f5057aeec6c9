import type { CollectionConfig } from 'payload'

import { adminOnly, visibleTo } from '../access/index.ts'

export const Countries: CollectionConfig = {
  slug: 'countries',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'code'],
    group: 'Reference data',
    hidden: visibleTo(),
    listSearchableFields: ['name', 'code'],
  },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'code',
      label: 'ISO code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      minLength: 2,
      maxLength: 2,
    },
  ],
}
