import type { GlobalConfig } from 'payload'

import { adminOnlyField, anyone, hasRole, visibleTo } from '../access/index.ts'
import { linkFields } from '../fields/link.ts'
import { purgePagesAfterGlobalChange } from '../hooks/purgePages.ts'

/** What every tax invoice prints (the seller, its ABN, address and bank account) only an admin changes. */
const invoiced = { update: adminOnlyField }

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Site', hidden: visibleTo('editor') },
  access: { read: anyone, update: hasRole('editor') },
  hooks: { afterChange: [purgePagesAfterGlobalChange] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'companyName', type: 'text', required: true, access: invoiced },
        { name: 'tradingName', type: 'text', required: true, access: invoiced },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'abn', label: 'ABN', type: 'text', required: true, access: invoiced },
        { name: 'companyNumber', type: 'text', access: invoiced },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'supportEmail', type: 'email', required: true },
        { name: 'phone', type: 'text' },
      ],
    },
    { name: 'address', type: 'text', access: invoiced },
    {
      name: 'bankDetails',
      label: 'Bank account for invoice payments',
      type: 'group',
      access: invoiced,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'accountName', type: 'text', required: true },
            { name: 'bsb', label: 'BSB', type: 'text', required: true },
            { name: 'accountNumber', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      name: 'callToAction',
      label: 'Call to action on the blog and other built-in pages',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'body', type: 'textarea' },
        ...linkFields({ labelName: 'buttonLabel', hrefName: 'buttonHref', required: true }),
      ],
    },
    {
      name: 'seo',
      label: 'Default SEO',
      type: 'group',
      fields: [
        { name: 'title', type: 'text' },
        { name: 'description', type: 'textarea', maxLength: 170 },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
}
