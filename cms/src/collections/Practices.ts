import type { CollectionConfig } from 'payload'

import { adminOnlyField, adminOrPracticeValuerField, anyone, hasRole, visibleTo } from '../access/index.ts'
import { abnField } from '../fields/abn.ts'
import { purgeHooks } from '../hooks/purgePages.ts'

/** What a report prints of its practice: admins record it; the practice's valuers read it, nobody else. */
const printedDetail = {
  read: adminOrPracticeValuerField,
  create: adminOnlyField,
  update: adminOnlyField,
}

export const Practices: CollectionConfig = {
  slug: 'practices',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'isDefault', 'email'],
    group: 'Valuations',
    hidden: visibleTo('valuer'),
    listSearchableFields: ['name'],
  },
  // The order page carries the default practice's id: changing it refreshes that page.
  hooks: purgeHooks,
  access: { read: anyone, create: hasRole(), update: hasRole(), delete: hasRole() },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'isDefault',
      label: 'Default practice for new orders',
      type: 'checkbox',
      defaultValue: false,
      index: true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'email',
          type: 'email',
          admin: { description: 'The practice manager’s: overdue valuations are escalated here each day.' },
        },
        { name: 'phone', type: 'text' },
      ],
    },
    { name: 'address', type: 'text' },
    {
      type: 'collapsible',
      label: 'As reports print it',
      admin: { description: 'A report is not completed until the legal name and ABN are recorded.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'legalName',
              label: 'Legal name',
              type: 'text',
              maxLength: 200,
              access: printedDetail,
              admin: { description: 'The entity the reports are signed for, e.g. ValueDesk Pty Ltd.' },
            },
            abnField({ maxLength: 14, access: printedDetail }),
          ],
        },
        {
          name: 'logo',
          type: 'upload',
          relationTo: 'media',
          access: printedDetail,
          admin: { description: 'Printed on the cover of each report (PNG or JPEG).' },
        },
        {
          name: 'indemnityStatement',
          label: 'Professional-indemnity statement',
          type: 'textarea',
          maxLength: 600,
          access: printedDetail,
          admin: {
            description:
              'As the practice words its cover, e.g. “ValueDesk Pty Ltd holds professional indemnity insurance of $5,000,000 with …”. Printed with the signature; left empty, none is.',
          },
        },
      ],
    },
    {
      name: 'liabilityScheme',
      label: 'Member of a Professional Standards scheme (liability limited)',
      type: 'checkbox',
      defaultValue: false,
      access: { create: adminOnlyField, update: adminOnlyField },
      admin: {
        description:
          'Reports then print “Liability limited by a scheme approved under Professional Standards Legislation”, except for properties in states the scheme does not cover (Tasmania).',
      },
    },
  ],
}
