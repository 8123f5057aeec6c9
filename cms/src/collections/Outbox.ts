import type { CollectionConfig } from 'payload'

import { adminOnly, visibleTo } from '../access/index.ts'

export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Outbox e-mail', plural: 'Outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'createdAt'],
    group: 'System',
    hidden: visibleTo(),
    description: 'E-mails kept here because no SendGrid key is configured.',
  },
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    // The queued job that sent it: a job re-run after a crash finds its e-mail here and sends nothing twice.
    {
      name: 'messageId',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'from', type: 'text', required: true },
    // A forwarded customer message (an enquiry) is answered by replying: the reply goes to the customer.
    { name: 'replyTo', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    {
      name: 'preview',
      type: 'ui',
      admin: { components: { Field: '/adminUi/EmailPreview#EmailPreview' } },
    },
    { name: 'text', type: 'textarea', admin: { readOnly: true } },
    {
      type: 'collapsible',
      label: 'HTML source',
      admin: { initCollapsed: true },
      fields: [{ name: 'html', type: 'textarea', admin: { readOnly: true } }],
    },
    {
      name: 'attachments',
      type: 'array',
      admin: { readOnly: true },
      fields: [
        { name: 'filename', type: 'text', required: true },
        { name: 'contentType', type: 'text' },
        { name: 'size', type: 'number' },
        // Kept as a stored file: a report PDF is megabytes.
        { name: 'file', type: 'upload', relationTo: 'outbox-files' },
      ],
    },
  ],
}
