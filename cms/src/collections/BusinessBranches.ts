import type { CollectionConfig } from 'payload'

import { australianStates } from '@valuedesk/domain'

import { adminOnly, adminOnlyField, adminOrFirmMember, visibleTo } from '../access/index.ts'

export const BusinessBranches: CollectionConfig = {
  slug: 'business-branches',
  labels: { singular: 'Business branch', plural: 'Business branches' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'business', 'suburb', 'state', 'franchise'],
    listSearchableFields: ['name', 'suburb', 'postcode'],
    group: 'Customers',
    hidden: visibleTo(),
  },
  access: {
    read: adminOrFirmMember('business'),
    create: adminOnly,
    update: adminOrFirmMember('business'),
    delete: adminOnly,
  },
  fields: [
    // Which business a branch belongs to, and which is its head office, only an admin changes.
    {
      name: 'business',
      type: 'relationship',
      relationTo: 'businesses',
      required: true,
      index: true,
      access: { update: adminOnlyField },
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 100 },
        {
          name: 'isHeadOffice',
          label: 'Head office',
          type: 'checkbox',
          defaultValue: false,
          access: { update: adminOnlyField },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text', maxLength: 40 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'street', type: 'text', maxLength: 200 },
        { name: 'suburb', type: 'text', maxLength: 100, index: true },
        { name: 'state', type: 'select', options: [...australianStates] },
        { name: 'postcode', type: 'text', maxLength: 4, index: true },
      ],
    },
    {
      name: 'franchise',
      type: 'relationship',
      relationTo: 'franchises',
      index: true,
      access: { create: adminOnlyField, update: adminOnlyField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'members',
      label: 'People working here',
      type: 'join',
      collection: 'users',
      on: 'businessBranches',
    },
  ],
}
