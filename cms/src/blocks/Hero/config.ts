import type { Block } from 'payload'

import { linkFields } from '../../fields/link.ts'

export const Hero: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'subheading', type: 'textarea' },
    ...linkFields({ labelName: 'buttonLabel', hrefName: 'buttonHref' }),
    { name: 'backgroundImage', type: 'upload', relationTo: 'media' },
  ],
}
