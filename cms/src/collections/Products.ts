import type { CollectionConfig } from 'payload'

import { adminOnlyField, anyone, hasRole, visibleTo } from '../access/index.ts'
import { dollarsAdmin } from '../fields/readable.ts'
import { purgeHooks } from '../hooks/purgePages.ts'

/** Editors write the words customers read; what is offered and for how much is the admin's. */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'Product (fee)', plural: 'Products and fees' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'feeIncGst', 'feeMaxIncGst', 'active', 'order'],
    group: 'Sales',
    hidden: visibleTo(),
    listSearchableFields: ['name', 'code'],
  },
  defaultSort: 'order',
  access: { read: anyone, create: hasRole(), update: hasRole('editor'), delete: hasRole() },
  hooks: purgeHooks,
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'Stable key the order rules use; do not change.' },
      access: { update: adminOnlyField },
    },
    { name: 'name', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    {
      type: 'row',
      fields: [
        {
          name: 'feeIncGst',
          label: 'Fee (AUD, incl. GST)',
          type: 'number',
          required: true,
          min: 0,
          access: { update: adminOnlyField },
          admin: dollarsAdmin,
        },
        {
          name: 'feeMaxIncGst',
          label: 'Up to (AUD, incl. GST)',
          type: 'number',
          min: 0,
          admin: { ...dollarsAdmin, description: 'Only for fees quoted as a range.' },
          access: { update: adminOnlyField },
        },
      ],
    },
    {
      name: 'consolidatedFeeIncGst',
      label: 'Consolidated value and rent report (AUD, incl. GST)',
      type: 'number',
      min: 0,
      access: { update: adminOnlyField },
      admin: {
        ...dollarsAdmin,
        description: 'The fee when the customer asks for a market value and a market rent in one report.',
      },
    },
    { name: 'order', type: 'number', defaultValue: 100, admin: { position: 'sidebar' } },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar' },
      access: { update: adminOnlyField },
    },
  ],
}
