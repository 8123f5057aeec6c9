import type { Block } from 'payload'

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
  ],
}
