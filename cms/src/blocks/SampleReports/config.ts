import type { Block } from 'payload'

import { linkFields } from '../../fields/link.ts'

export const SampleReports: Block = {
  slug: 'sampleReports',
  interfaceName: 'SampleReportsBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    {
      name: 'reports',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'label', type: 'text', required: true },
        {
          name: 'file',
          type: 'upload',
          relationTo: 'media',
          required: true,
          filterOptions: { mimeType: { equals: 'application/pdf' } },
        },
      ],
    },
    {
      name: 'preview',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { in: ['image/webp', 'image/avif', 'image/png', 'image/jpeg'] } },
      admin: {
        description:
          'A picture of a sample report’s first pages, shown beside the buttons. Its alternative text says what it shows.',
      },
    },
    // A link beside the buttons, e.g. to /sample-report, where the samples are described.
    ...linkFields({ labelName: 'moreLabel', hrefName: 'moreHref' }),
  ],
}
