import type { CollectionConfig } from 'payload'

import { adminOnly, visibleTo } from '../access/index.ts'

/** The unique index lets one run in: a message queued twice, or by two processes, goes out once. */
export const EmailClaims: CollectionConfig = {
  slug: 'email-claims',
  labels: { singular: 'Sent e-mail', plural: 'Sent e-mails' },
  admin: {
    useAsTitle: 'messageId',
    defaultColumns: ['messageId', 'sentAt', 'createdAt'],
    group: 'System',
    hidden: visibleTo(),
    listSearchableFields: ['messageId'],
  },
  access: { read: adminOnly, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'messageId', type: 'text', required: true, unique: true, index: true },
    {
      name: 'sentAt',
      type: 'date',
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        description:
          'Empty while the e-mail is being sent (or if that was cut off: a minute later, another run sends it).',
      },
    },
  ],
}
