import type { Block } from 'payload'

import { linkFields } from '../../fields/link.ts'

export const Hero: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  fields: [
    {
      name: 'layout',
      type: 'select',
      // Not required: a hero made before it existed, or by code that does not name it, is "Words only".
      defaultValue: 'plain',
      options: [
        { label: 'Photograph behind the words', value: 'photo' },
        { label: 'Image beside the words', value: 'split' },
        { label: 'Words only', value: 'plain' },
      ],
      admin: {
        description:
          'How the top of the page looks. "Words only" shows no image; the other two show the image below, with its alternative text.',
      },
    },
    {
      name: 'eyebrow',
      type: 'text',
      admin: { description: 'A short label above the heading, such as "Pricing" (optional).' },
    },
    { name: 'heading', type: 'text', required: true },
    { name: 'subheading', type: 'textarea' },
    ...linkFields({ labelName: 'buttonLabel', hrefName: 'buttonHref' }),
    {
      name: 'backgroundImage',
      label: 'Image',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'A photograph that shows what the page is about, credited on the image credits page. Not shown with "Words only".',
      },
    },
  ],
}
