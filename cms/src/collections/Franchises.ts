import type { CollectionConfig } from 'payload'

import { adminOnly, visibleTo } from '../access/index.ts'

export const Franchises: CollectionConfig = {
  slug: 'franchises',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'branch', 'createdAt'],
    listSearchableFields: ['name'],
    group: 'Customers',
    hidden: visibleTo(),
  },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    {
      name: 'branch',
      label: 'Franchisor’s branch',
      type: 'relationship',
      relationTo: 'business-branches',
      required: true,
      unique: true,
    },
    {
      name: 'branches',
      label: 'Member branches',
      type: 'join',
      collection: 'business-branches',
      on: 'franchise',
    },
  ],
}
