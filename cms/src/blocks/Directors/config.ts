import type { Block } from 'payload'

export const Directors: Block = {
  slug: 'directors',
  interfaceName: 'DirectorsBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'subheading', type: 'textarea' },
    {
      name: 'directors',
      type: 'array',
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'role', type: 'text' },
          ],
        },
        { name: 'qualifications', type: 'text' },
        { name: 'bio', type: 'textarea', required: true },
        { name: 'photo', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
}
