import type { Block } from 'payload'

import { linkFields } from '../../fields/link.ts'

export const CallToAction: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'body', type: 'textarea' },
    ...linkFields({ labelName: 'buttonLabel', hrefName: 'buttonHref', required: true }),
    {
      name: 'tone',
      type: 'select',
      defaultValue: 'brand',
      options: [
        { label: 'Navy', value: 'brand' },
        { label: 'Light (paper)', value: 'accent' },
      ],
    },
  ],
}
