import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { adminOnly, visibleTo } from '../access/index.ts'
import { env } from '../env.ts'
import { downloadOnly } from '../uploads/downloadOnly.ts'
import { missingFileIs404 } from '../uploads/missingFile.ts'

/** Stored as files rather than text: a report PDF with its photos fits. */
export const OutboxFiles: CollectionConfig = {
  slug: 'outbox-files',
  labels: { singular: 'Outbox attachment', plural: 'Outbox attachments' },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'mimeType', 'filesize', 'createdAt'],
    group: 'System',
    hidden: visibleTo(),
    description: 'Attachments of the e-mails in the Outbox; open one from its e-mail.',
  },
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  upload: {
    handlers: [missingFileIs404],
    staticDir: path.join(env.dataDir, 'outbox'),
    // Saved, never shown in the browser: an attached HTML file opened from our origin could run as ours.
    modifyResponseHeaders: downloadOnly,
  },
  fields: [],
}
