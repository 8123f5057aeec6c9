import type { CollectionConfig } from 'payload'

import { editorialContent, visibleTo } from '../access/index.ts'
import { seoFields } from '../fields/seo.ts'
import { slugField } from '../fields/slug.ts'
import { purgeHooks } from '../hooks/purgePages.ts'
import { postPath } from '@valuedesk/domain'

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'author', 'publishedAt', '_status'],
    group: 'Content',
    hidden: visibleTo('editor'),
    listSearchableFields: ['title', 'excerpt', 'author'],
    livePreview: { url: ({ data }) => `${postPath({ id: data.id ?? 0, slug: data.slug })}?preview=true` },
    preview: (data) => `${postPath({ id: String(data.id), slug: String(data.slug ?? '') })}?preview=true`,
  },
  defaultSort: '-publishedAt',
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 50 },
  access: editorialContent,
  hooks: {
    ...purgeHooks,
    beforeChange: [
      ({ data }) =>
        data._status === 'published' && !data.publishedAt
          ? { ...data, publishedAt: new Date().toISOString() }
          : data,
    ],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'excerpt', type: 'textarea', required: true, maxLength: 300 },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText', required: true },
    slugField(),
    { name: 'author', type: 'text', required: true, admin: { position: 'sidebar' } },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    seoFields,
  ],
}
