import type { CollectionConfig } from 'payload'

import { hasRole, publishedOrEditor } from '../access/index.ts'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: 'Content',
  },
  versions: { drafts: true, maxPerDoc: 50 },
  access: {
    read: publishedOrEditor,
    create: hasRole('editor'),
    update: hasRole('editor'),
    delete: hasRole('editor'),
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'The path of the page: "home" is /, "pricing" is /pricing.' },
    },
    {
      name: 'hero',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'subheading', type: 'textarea' },
        {
          type: 'row',
          fields: [
            { name: 'buttonLabel', type: 'text' },
            { name: 'buttonHref', type: 'text' },
          ],
        },
      ],
    },
    {
      name: 'meta',
      type: 'group',
      admin: { position: 'sidebar' },
      fields: [{ name: 'description', type: 'textarea', maxLength: 300 }],
    },
  ],
}
