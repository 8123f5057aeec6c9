import type { Block } from 'payload'

export const FaqList: Block = {
  slug: 'faqList',
  interfaceName: 'FaqListBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
  ],
}
