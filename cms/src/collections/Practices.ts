import type { CollectionConfig } from 'payload'

import { adminOnlyField, anyone, hasRole, visibleTo } from '../access/index.ts'
import { purgeHooks } from '../hooks/purgePages.ts'

/** A valuation practice: the firm whose valuers do the work. One is the default that new orders go to. */
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
