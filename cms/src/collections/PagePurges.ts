import type { CollectionConfig } from 'payload'

/** Written in the change's transaction, so every process purges its own cached pages too. */
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
