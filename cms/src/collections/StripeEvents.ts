import type { CollectionConfig } from 'payload'

import { adminOnly, visibleTo } from '../access/index.ts'

/** A replayed event changes nothing; one cut off is applied on retry. */
export const StripeEvents: CollectionConfig = {
  slug: 'stripe-events',
  admin: {
    useAsTitle: 'eventId',
    defaultColumns: ['eventId', 'type', 'outcome', 'createdAt'],
    group: 'System',
    hidden: visibleTo(),
    listSearchableFields: ['eventId', 'type'],
  },
  access: { read: adminOnly, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, index: true },
    { name: 'type', type: 'text', required: true },
    {
      name: 'outcome',
      type: 'select',
      options: ['applied', 'ignored'],
      admin: {
        description:
          'Empty while the event is being applied (or if its delivery was cut off: Stripe’s retry finishes it).',
      },
    },
  ],
}
