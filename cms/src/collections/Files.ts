import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { adminOnly, adminOrOwner, authenticated, visibleTo } from '../access/index.ts'
import { env } from '../env.ts'
import { setOwner } from '../hooks/setOwner.ts'

/** Customers' uploads (property photos, documents): private, readable by their owner and admins only. */
export const Files: CollectionConfig = {
  slug: 'files',
  admin: { useAsTitle: 'filename', defaultColumns: ['filename', 'mimeType', 'filesize', 'customer', 'createdAt'], group: 'Valuations', hidden: visibleTo('valuer'), listSearchableFields: ['filename'] },
  access: { read: adminOrOwner(), create: authenticated, update: adminOnly, delete: adminOnly },
  hooks: { beforeChange: [setOwner()] },
  upload: {
    staticDir: path.join(env.dataDir, 'files'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'],
    imageSizes: [{ name: 'thumbnail', width: 400, formatOptions: { format: 'webp', options: { quality: 75 } } }],
    adminThumbnail: 'thumbnail',
  },
  fields: [{ name: 'customer', type: 'relationship', relationTo: 'users', index: true, admin: { position: 'sidebar' } }],
}
