import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { MAX_FILE_NAME } from '@valuedesk/domain'

import { adminOnly, hasRole, ownerOrValuer, visibleTo } from '../access/index.ts'
import { env } from '../env.ts'
import { ownerField } from '../fields/owner.ts'
import { keepEvidence } from '../hooks/keepEvidence.ts'
import { setOwner } from '../hooks/setOwner.ts'
import { downloadOnly } from '../uploads/downloadOnly.ts'
import { missingFileIs404 } from '../uploads/missingFile.ts'
import { cleanUploads, customerFileTypes } from '../uploads/cleanUploads.ts'

export const Files: CollectionConfig = {
  slug: 'files',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'mimeType', 'filesize', 'customer', 'createdAt'],
    group: 'Valuations',
    hidden: visibleTo('valuer'),
    listSearchableFields: ['name', 'filename'],
  },
  // Customers' photos and valuers' attachments; once stored, a file is evidence and never changes.
  access: {
    read: ownerOrValuer('files'),
    create: hasRole('customer', 'valuer'),
    update: () => false,
    delete: adminOnly,
  },
  hooks: {
    beforeOperation: [cleanUploads({ nameOurs: true })],
    beforeChange: [setOwner()],
    beforeDelete: [keepEvidence],
  },
  upload: {
    handlers: [missingFileIs404],
    staticDir: path.join(env.dataDir, 'files'),
    mimeTypes: Object.keys(customerFileTypes),
    // Payload's own file route (/cms-api/files/file/<name>) saves, never shows: the same as /api's download.
    modifyResponseHeaders: downloadOnly,
    imageSizes: [
      { name: 'thumbnail', width: 400, formatOptions: { format: 'webp', options: { quality: 75 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      // Set by cleanUploads from the name the file was sent with; the name on disk (filename) is ours.
      name: 'name',
      label: 'Name',
      type: 'text',
      maxLength: MAX_FILE_NAME,
      access: { update: () => false },
      admin: {
        readOnly: true,
        description: 'The name the file was sent with; it is downloaded by this name.',
      },
    },
    ownerField({ required: false }),
  ],
}
