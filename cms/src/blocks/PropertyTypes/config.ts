import type { Block } from 'payload'

export const PropertyTypes: Block = {
  slug: 'propertyTypes',
  interfaceName: 'PropertyTypesBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'A photograph shown beside the heading (optional), credited on the image credits page; its alternative text is read out.',
      },
    },
    {
      name: 'classes',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'types', type: 'array', fields: [{ name: 'type', type: 'text', required: true }] },
      ],
    },
  ],
}
