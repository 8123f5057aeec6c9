import type { CollectionConfig } from 'payload'

/** Subjects are kept as keyed hashes, never as they are. */
export const RequestCounts: CollectionConfig = {
  slug: 'request-counts',
  admin: { hidden: true },
  graphQL: false,
  // Written on every counted call: no timestamps (and their indexes) beyond the one it counts by.
  timestamps: false,
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    // HMAC of the limit's name and the subject: one key per (limit, subject).
    { name: 'key', type: 'text', required: true },
    { name: 'at', type: 'date', required: true, index: true },
  ],
  // A count reads one key's rows in its window: one index serves it.
  indexes: [{ fields: ['key', 'at'] }],
}
