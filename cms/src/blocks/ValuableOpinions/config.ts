import type { Block } from 'payload'

export const ValuableOpinions: Block = {
  slug: 'valuableOpinions',
  interfaceName: 'ValuableOpinionsBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'subheading', type: 'textarea' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'body', type: 'textarea', required: true },
      ],
    },
  ],
}
