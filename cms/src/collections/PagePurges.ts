import type { CollectionConfig } from 'payload'

/**
 * One row per purge of the page cache, written in the transaction of the change that caused it, so
 * that every process purges its own cached pages too (cache/purgeBroadcast.ts). Read by Payload alone.
 */
export const PagePurges: CollectionConfig = {
  slug: 'page-purges',
  admin: { hidden: true },
  graphQL: false,
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'tags', type: 'json', required: true },
    // The CDN purge queued with it (jobs/purgeCdn.ts): the process that queued it runs it once it sees this row.
    { name: 'cdnJob', type: 'text' },
  ],
}
