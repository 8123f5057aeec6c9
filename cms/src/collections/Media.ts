import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, hasRole, visibleTo } from '../access/index.ts'
import { env } from '../env.ts'
import { purgeHooks } from '../hooks/purgePages.ts'
import { missingFileIs404 } from '../uploads/missingFile.ts'
import { cleanUploads } from '../uploads/cleanUploads.ts'

/** Public images and documents of the marketing site (served at /media/<file>). Customers' files live elsewhere. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'mimeType', 'updatedAt'],
    group: 'Content',
    hidden: visibleTo('editor'),
    listSearchableFields: ['alt', 'filename'],
  },
  access: { read: anyone, create: hasRole('editor'), update: hasRole('editor'), delete: hasRole('editor') },
  // Editors' names stay (Payload makes them safe); their photos lose location and camera data too.
  hooks: { ...purgeHooks, beforeOperation: [cleanUploads({ nameOurs: false })] },
  upload: {
    handlers: [missingFileIs404],
    staticDir: path.join(env.dataDir, 'media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/svg+xml', 'application/pdf'],
    imageSizes: [
      { name: 'thumbnail', width: 400, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'card', width: 800, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'wide', width: 1600, formatOptions: { format: 'webp', options: { quality: 78 } } },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      label: 'Alternative text',
      type: 'text',
      required: true,
      admin: { description: 'What the image shows, for people who cannot see it.' },
    },
  ],
}
