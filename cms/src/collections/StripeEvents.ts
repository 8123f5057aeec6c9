import type { CollectionConfig } from 'payload'

import { adminOnly, visibleTo } from '../access/index.ts'

/** Stripe webhook events already applied: the unique id makes a replayed event change nothing. */
export const StripeEvents: CollectionConfig = {
  slug: 'stripe-events',
  admin: { useAsTitle: 'eventId', defaultColumns: ['eventId', 'type', 'createdAt'], group: 'System', hidden: visibleTo(), listSearchableFields: ['eventId', 'type'] },
  access: { read: adminOnly, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, index: true },
    { name: 'type', type: 'text', required: true },
  ],
}
