import type { CollectionConfig } from 'payload'

/**
 * One row per call counted against a limit (sign-in guesses, reset requests, sign-ups, orders' calls…), so that
 * every process on the database counts the same calls (limits/requestCounts.ts). The counted subject (a client
 * address, an account's e-mail address) is kept as a keyed hash, never as it is; rows older than the longest
 * window are swept. Read by Payload alone.
 */
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
