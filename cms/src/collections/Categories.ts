import type { CollectionConfig } from 'payload'

import { anyone, hasRole, visibleTo } from '../access/index.ts'
import { slugField } from '../fields/slug.ts'
import { purgeHooks } from '../hooks/purgePages.ts'

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Blog category', plural: 'Blog categories' },
  admin: { useAsTitle: 'title', group: 'Content', hidden: visibleTo('editor') },
  access: { read: anyone, create: hasRole('editor'), update: hasRole('editor'), delete: hasRole('editor') },
  hooks: purgeHooks,
  fields: [{ name: 'title', type: 'text', required: true }, slugField()],
}
