import type { CollectionConfig } from 'payload'

import { adminOnly, hasRole, visibleTo } from '../access/index.ts'
import { reportBlocks } from '../report-blocks/payloadBlocks.ts'

/** The blocks a new report starts with, per property class (spec: report template by type). Admins edit them. */
export const ReportTemplates: CollectionConfig = {
  slug: 'report-templates',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'type', 'updatedAt'],
    group: 'Reference data',
    hidden: visibleTo(),
  },
  access: { read: hasRole('valuer'), create: adminOnly, update: adminOnly, delete: adminOnly },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        {
          name: 'type',
          label: 'Property class',
          type: 'select',
          required: true,
          index: true,
          options: ['residential', 'commercial', 'industrial', 'retail', 'rural'],
        },
      ],
    },
    {
      name: 'blocks',
      type: 'blocks',
      blocks: reportBlocks,
      admin: {
        description: 'A new report gets a copy of these blocks, with their text as a starting point.',
      },
    },
  ],
}
