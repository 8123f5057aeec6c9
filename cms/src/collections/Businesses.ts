import type { CollectionConfig } from 'payload'

import {
  firmInvoicingLabels,
  firmInvoicings,
  MAX_MONTHLY_BILLING_LIMIT_CENTS,
  MIN_MONTHLY_BILLING_LIMIT_CENTS,
} from '@valuedesk/domain'

import { abnField } from '../fields/abn.ts'
import { firmXeroField } from '../fields/xero.ts'
import { adminOnly, adminOnlyField, adminOrFirmMember, hasRole, visibleTo } from '../access/index.ts'
import { guardMonthlyBillingGrant } from '../hooks/monthlyBillingGrant.ts'
import { guardFirmIdentity } from '../hooks/firmIdentity.ts'

/** Stamped by the guards' hooks (who registered the firm, who granted its account): no door writes these. */
const stampedByServer = { create: () => false, update: () => false }
/** Read by admins only: the staff who granted an account, and the history of grants. */
const adminReadsServerWrites = { read: adminOnlyField, ...stampedByServer }

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
    read: adminOrFirmMember('id'),
    create: hasRole('customer'),
    update: adminOrFirmMember('id'),
    delete: adminOnly,
  },
  hooks: {
    beforeChange: [
      ({ data, operation, req }) => {
        // The member who registered the firm: the one who may correct its legal name and ABN before any invoice.
        if (operation === 'create') data.registeredBy = req.user?.id ?? null
        return data
      },
      guardFirmIdentity,
      guardMonthlyBillingGrant,
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', label: 'Legal name', type: 'text', required: true, maxLength: 200 },
        { name: 'tradingName', type: 'text', maxLength: 200 },
      ],
    },
    abnField({ required: true, unique: true, index: true }),
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
          admin: {
            description:
              'How the firm’s orders are invoiced. One invoice a month (on account, work starting before payment) needs an account limit below.',
          },
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
    {
      type: 'collapsible',
      label: 'Ordering on account',
      admin: {
        description:
          'Credit: orders on account start before anything is paid, so only an admin grants it, with a limit. Each grant, change and withdrawal is kept in the history below.',
      },
      fields: [
        {
          name: 'accountView',
          type: 'ui',
          admin: { components: { Field: '/adminUi/FirmMonthlyBilling#FirmMonthlyBilling' } },
        },
        {
          name: 'accountLimit',
          label: 'Account limit (dollars, GST included)',
          type: 'number',
          min: MIN_MONTHLY_BILLING_LIMIT_CENTS / 100,
          max: MAX_MONTHLY_BILLING_LIMIT_CENTS / 100,
          // An admin grants it (guardMonthlyBillingGrant stamps who and when, and adds to the history).
          access: { create: adminOnlyField, update: adminOnlyField },
          admin: {
            step: 100,
            description:
              'What the firm may owe on account at once: ordered and not yet invoiced, plus invoiced and unpaid. Empty: no account, orders are paid first.',
          },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'accountGrantedAt',
              label: 'Granted on',
              type: 'date',
              access: stampedByServer,
              admin: { readOnly: true, hidden: true },
            },
            {
              name: 'accountGrantedBy',
              label: 'Granted by',
              type: 'relationship',
              relationTo: 'users',
              access: adminReadsServerWrites,
              admin: { readOnly: true, hidden: true },
            },
          ],
        },
        {
          name: 'accountHistory',
          type: 'array',
          // Shown in words by FirmMonthlyBilling above; only guardMonthlyBillingGrant writes the rows.
          access: adminReadsServerWrites,
          admin: { hidden: true },
          fields: [
            {
              name: 'action',
              type: 'select',
              required: true,
              options: ['granted', 'changed', 'withdrawn'],
            },
            { name: 'at', type: 'date', required: true },
            { name: 'by', type: 'relationship', relationTo: 'users' },
            { name: 'limit', type: 'number' },
          ],
        },
      ],
    },
    {
      name: 'registeredBy',
      type: 'relationship',
      relationTo: 'users',
      access: stampedByServer,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Before the firm’s first invoice, they may correct its legal name and ABN.',
      },
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
