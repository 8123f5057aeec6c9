import type { Block } from 'payload'

/** Rendered with the anchor #how-it-works, which the header's "How We Do It" scrolls to. */
export const HowItWorks: Block = {
  slug: 'howItWorks',
  interfaceName: 'HowItWorksBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'subheading', type: 'textarea' },
    {
      name: 'steps',
      type: 'array',
      minRows: 3,
      maxRows: 3,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'body', type: 'textarea', required: true },
      ],
    },
  ],
}
