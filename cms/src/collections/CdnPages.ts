import type { CollectionConfig } from 'payload'

import { adminOnly, visibleTo } from '../access/index.ts'

/** The unique index lets one row in when two processes keep the same page at once (MongoDB too). */
export const CdnPages: CollectionConfig = {
  slug: 'cdn-pages',
  labels: { singular: 'Page kept by the CDN', plural: 'Pages kept by the CDN' },
  admin: {
    useAsTitle: 'path',
    defaultColumns: ['path', 'tag', 'createdAt'],
    group: 'System',
    hidden: visibleTo(),
    listSearchableFields: ['path', 'tag'],
    description:
      'What each page Cloudflare may keep was made from: publishing any of it purges that page there. Written by the site.',
  },
  access: { read: adminOnly, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['path', 'tag'], unique: true }],
  fields: [
    {
      name: 'path',
      type: 'text',
      required: true,
      admin: { description: 'The page’s address on SERVER_URL.' },
    },
    {
      name: 'tag',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'Content it shows: a document (pages:3), a list (products) or a global.' },
    },
  ],
}
