import type { CollectionConfig } from 'payload'

import { firmInvoicingLabels, firmInvoicings, isValidAbn, normaliseAbn } from '@valuedesk/domain'

import { firmXeroField } from '../fields/xero.ts'
import { adminOnly, adminOrBusinessMember, hasRole, visibleTo } from '../access/index.ts'

/** A customer's business (accountants, SMSF administrators, advisers), with its ABN and its branches. */
export const Businesses: CollectionConfig = {
  slug: 'businesses',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'tradingName', 'abn', 'createdAt'],
    listSearchableFields: ['name', 'tradingName', 'abn'],
    group: 'Customers',
    hidden: visibleTo(),
  },
  access: {
    read: adminOrBusinessMember('id'),
    create: hasRole('customer'),
    update: adminOrBusinessMember('id'),
    delete: adminOnly,
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', label: 'Legal name', type: 'text', required: true, maxLength: 200 },
        { name: 'tradingName', type: 'text', maxLength: 200 },
      ],
    },
    {
      name: 'abn',
      label: 'ABN',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normaliseAbn(value) : value)] },
      validate: (value: string | null | undefined) =>
        (value && isValidAbn(value)) || 'This is not a valid ABN: check the 11 digits on the ABN Lookup.',
      admin: { description: '11 digits; checked with the ATO’s checksum.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text', maxLength: 40 },
        { name: 'website', type: 'text', maxLength: 300 },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'invoicing',
          type: 'select',
          defaultValue: 'per-order',
          options: firmInvoicings.map((value) => ({ value, label: firmInvoicingLabels[value] })),
          admin: { description: 'How the firm’s orders are invoiced.' },
        },
        {
          name: 'reminderLeadWeeks',
          label: 'Reminder lead time (weeks)',
          type: 'number',
          defaultValue: 6,
          min: 1,
          max: 26,
          admin: {
            description: 'How long before 30 June the firm is reminded to re-value its SMSF properties.',
          },
        },
      ],
    },
    firmXeroField,
    {
      name: 'branches',
      type: 'join',
      collection: 'business-branches',
      on: 'business',
      admin: { defaultColumns: ['name', 'suburb', 'state', 'isHeadOffice'] },
    },
  ],
}
