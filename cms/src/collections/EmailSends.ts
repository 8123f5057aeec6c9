import type { CollectionConfig } from 'payload'

/**
 * One row per e-mail sent on someone's request (a reset link, a sign-up, an invoice…), so that every process
 * counts the same sends (accounts/sendLimits.ts). Addresses and callers are kept as keyed hashes, never as
 * they are; rows older than the counting window are deleted as new ones come. Read by Payload alone.
 */
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
