import type { Block } from 'payload'

export const PropertyTypes: Block = {
  slug: 'propertyTypes',
  interfaceName: 'PropertyTypesBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
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
