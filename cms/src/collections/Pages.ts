import type { CollectionConfig } from 'payload'

import { editorialContent, visibleTo } from '../access/index.ts'
import { pageBlocks } from '../blocks/index.ts'
import { seoFields } from '../fields/seo.ts'
import { pageSlugField } from '../fields/pageSlug.ts'
import { purgeHooks } from '../hooks/purgePages.ts'
import { pagePath } from '@valuedesk/domain'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: 'Content',
    hidden: visibleTo('editor'),
    listSearchableFields: ['title', 'slug'],
    livePreview: { url: ({ data }) => `${pagePath(String(data.slug ?? ''))}?preview=true` },
    preview: (data) => `${pagePath(String(data.slug ?? ''))}?preview=true`,
  },
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 50 },
  access: editorialContent,
  hooks: purgeHooks,
  fields: [
    { name: 'title', type: 'text', required: true },
    pageSlugField(),
    { name: 'layout', type: 'blocks', blocks: pageBlocks, required: true, minRows: 1 },
    seoFields,
  ],
}
