import type { CollectionConfig } from 'payload'

/** Addresses and callers are kept as keyed hashes, never as they are. */
export const EmailSends: CollectionConfig = {
  slug: 'email-sends',
  admin: { hidden: true },
  graphQL: false,
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'kind', type: 'text', required: true },
    { name: 'recipient', type: 'text', required: true, index: true },
    { name: 'caller', type: 'text', index: true },
    { name: 'sentAt', type: 'date', required: true, index: true },
  ],
}
