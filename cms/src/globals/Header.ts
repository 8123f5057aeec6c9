import type { GlobalConfig } from 'payload'

import { navItemKinds } from '@valuedesk/domain/content'

import { anyone, hasRole, visibleTo } from '../access/index.ts'
import { linkFields } from '../fields/link.ts'
import { purgePagesAfterGlobalChange } from '../hooks/purgePages.ts'

export const Header: GlobalConfig = {
  slug: 'header',
  admin: { group: 'Site', hidden: visibleTo('editor') },
  access: { read: anyone, update: hasRole('editor') },
  hooks: { afterChange: [purgePagesAfterGlobalChange] },
  fields: [
    {
      name: 'navItems',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      fields: [
        ...linkFields({ labelName: 'label', hrefName: 'href', required: true }),
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'link',
          options: navItemKinds.map((value) => ({
            value,
            label: {
              link: 'Link',
              contact: 'Opens the contact panel',
              howItWorks: 'How it works (scrolls on the home page)',
              button: 'Button',
            }[value],
          })),
        },
      ],
    },
  ],
}
