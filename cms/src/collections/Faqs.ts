import type { CollectionConfig } from 'payload'

import { faqTopics } from '@valuedesk/domain/content'

import { editorialContent, visibleTo } from '../access/index.ts'
import { purgeHooks } from '../hooks/purgePages.ts'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: {
    useAsTitle: 'question',
    defaultColumns: ['question', 'topic', 'order', '_status'],
    group: 'Content',
    hidden: visibleTo('editor'),
    listSearchableFields: ['question'],
  },
  defaultSort: 'order',
  versions: { drafts: true },
  access: editorialContent,
  hooks: purgeHooks,
  fields: [
    { name: 'question', type: 'text', required: true },
    { name: 'answer', type: 'richText', required: true },
    {
      type: 'row',
      fields: [
        { name: 'topic', type: 'select', required: true, options: [...faqTopics] },
        {
          name: 'order',
          type: 'number',
          required: true,
          defaultValue: 100,
          admin: { description: 'Lower numbers come first.' },
        },
      ],
    },
  ],
}
