import type { GlobalConfig } from 'payload'

import { socialPlatforms } from '@valuedesk/domain/content'

import { anyone, hasRole, visibleTo } from '../access/index.ts'
import { linkFields } from '../fields/link.ts'
import { purgePagesAfterGlobalChange } from '../hooks/purgePages.ts'

const links = (name: string) => ({
  name,
  type: 'array' as const,
  fields: linkFields({ labelName: 'label', hrefName: 'href', required: true }),
})

export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Site', hidden: visibleTo('editor') },
  access: { read: anyone, update: hasRole('editor') },
  hooks: { afterChange: [purgePagesAfterGlobalChange] },
  fields: [
    { name: 'tagline', type: 'text' },
    links('links'),
    {
      name: 'socialLinks',
      type: 'array',
      maxRows: 5,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'platform', type: 'select', required: true, options: [...socialPlatforms] },
            { name: 'url', type: 'text', required: true },
          ],
        },
      ],
    },
    links('legalLinks'),
    { name: 'companyNumber', type: 'text' },
    { name: 'disclaimer', type: 'textarea' },
  ],
}
