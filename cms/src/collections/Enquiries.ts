import type { CollectionConfig } from 'payload'

import { adminOnly, visibleTo } from '../access/index.ts'

/** What someone sent is kept as they sent it: an admin answers and closes it, never rewrites it. */
const asSent = { update: () => false }

export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['firstName', 'lastName', 'email', 'status', 'createdAt'],
    group: 'Sales',
    hidden: visibleTo(),
    listSearchableFields: ['firstName', 'lastName', 'email'],
  },
  defaultSort: '-createdAt',
  access: { read: adminOnly, create: () => true, update: adminOnly, delete: adminOnly },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', maxLength: 100, access: asSent },
        { name: 'lastName', type: 'text', maxLength: 100, access: asSent },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, access: asSent },
        { name: 'phone', type: 'text', maxLength: 40, access: asSent },
      ],
    },
    { name: 'message', type: 'textarea', required: true, maxLength: 5000, access: asSent },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'new',
      options: [
        { label: 'New', value: 'new' },
        { label: 'Answered', value: 'answered' },
        { label: 'Closed', value: 'closed' },
      ],
      admin: { position: 'sidebar' },
      access: { create: () => false },
    },
  ],
}
