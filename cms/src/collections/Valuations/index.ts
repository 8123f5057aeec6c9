import type { CollectionConfig } from 'payload'

import {
  isOpen,
  purposeKeys,
  purposes,
  reportKinds,
  storedStatus,
  TURNAROUND_HOURS,
  statusLabel,
  valuationStatuses,
} from '@valuedesk/domain'

import { adminOnlyField, valuationReaders, visibleTo } from '../../access/index.ts'
import { ownedByLifecycle } from '../../access/lifecycleOwned.ts'
import { searchCopyFields } from '../../fields/readable.ts'

/** Invoice, contact and customer: records only an admin reads (cms/src/adminUi/AdminsRelationship.tsx). */
const adminsRelationship = '/adminUi/AdminsRelationship#AdminsRelationship'

const adminSets = { create: adminOnlyField, update: adminOnlyField }

/** Every change of status, payment or assignment is a verb of the order lifecycle, kept in its history. */
export const Valuations: CollectionConfig = {
  slug: 'valuations',
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'status', 'dueAt', 'purpose', 'searchAddress', 'customerName', 'valuer'],
    group: 'Valuations',
    hidden: visibleTo('valuer'),
    // Reference, address, customer's name and e-mail: the copies below, kept by the lifecycle.
    listSearchableFields: ['reference', 'searchAddress', 'customerName', 'customerEmail'],
  },
  defaultSort: 'dueAt',
  // Admins glance at valuations while valuers work on them: an admin's open tab must not lock the valuer out.
  lockDocuments: false,
  // Made and changed by the order lifecycle's verbs alone (routes and admin buttons call them): no door writes.
  access: { read: valuationReaders, create: () => false, update: () => false, delete: () => false },
  hooks: {
    beforeChange: [
      ownedByLifecycle({
        madeByVerbs: true,
        fields: [
          'reference',
          'status',
          'dueAt',
          'paidAt',
          'deletedReason',
          'snapshot',
          'invoice',
          'onAccount',
          'contact',
          'customer',
          'business',
          'fund',
          'practice',
          'valuer',
          'images',
          'files',
          'history',
          'orderKey',
          'hold',
          // What was ordered: an admin corrects it with its history (correctOrder).
          'purpose',
          'reportKind',
          'retrospectiveDate',
          'searchAddress',
          'customerName',
          'customerEmail',
        ],
      }),
    ],
  },
  fields: [
    ...searchCopyFields(),
    {
      name: 'actions',
      type: 'ui',
      admin: { components: { Field: '/adminUi/ValuationActions#ValuationActions' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'reference',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: { readOnly: true },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: storedStatus(valuationStatuses.None),
          options: Object.values(valuationStatuses).map((value) => ({
            label: statusLabel(value),
            value: String(value),
          })),
          index: true,
          admin: {
            readOnly: true,
            description: 'Changed by the actions above: start, complete (on the report), hold, decline.',
          },
        },
        {
          name: 'dueAt',
          label: `Due (${TURNAROUND_HOURS} hours from payment)`,
          type: 'date',
          index: true,
          access: adminSets,
          admin: {
            readOnly: true,
            // A valuation completed, declined or cancelled is due no more, as the lists say (dueStanding).
            condition: (data) => isOpen(Number(data?.status)),
            date: { pickerAppearance: 'dayAndTime' },
            components: { Cell: '/adminUi/DueCell#DueCell' },
          },
        },
      ],
    },
    {
      name: 'hold',
      label: 'On hold',
      type: 'group',
      admin: {
        readOnly: true,
        condition: (data) => Boolean(data?.hold?.since),
        description:
          'Put on hold and resumed with the buttons above; the time on hold moves the due time on.',
      },
      fields: [
        { name: 'since', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'reason', type: 'textarea' },
      ],
    },
    {
      name: 'deletedReason',
      label: 'Why it was declined (the customer was told)',
      type: 'textarea',
      admin: { condition: (data) => data?.status === storedStatus(valuationStatuses.Deleted) },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Order',
          fields: [
            {
              name: 'customerContact',
              label: 'The customer',
              type: 'ui',
              admin: { components: { Field: '/adminUi/CustomerContact#CustomerContact' } },
            },
            {
              name: 'told',
              label: 'What the customer ordered and told us',
              type: 'ui',
              admin: { components: { Field: '/adminUi/OrderDetails#OrderDetails' } },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'snapshot',
                  label: 'Property',
                  type: 'relationship',
                  relationTo: 'property-snapshots',
                  required: true,
                  access: adminSets,
                },
                {
                  name: 'invoice',
                  type: 'relationship',
                  relationTo: 'invoices',
                  index: true,
                  access: adminSets,
                  admin: {
                    components: { Field: adminsRelationship },
                    description:
                      'Its tax invoice; an order on a firm’s account has none until its month is invoiced.',
                  },
                },
                // The valuer reads the customer in "Customer contact" (CustomerContact.tsx).
                {
                  name: 'contact',
                  type: 'relationship',
                  relationTo: 'contacts',
                  access: adminSets,
                  admin: { components: { Field: adminsRelationship } },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'purpose',
                  type: 'select',
                  required: true,
                  options: purposeKeys.map((value) => ({ value, label: purposes[value].label })),
                  access: adminSets,
                },
                {
                  name: 'reportKind',
                  type: 'select',
                  required: true,
                  defaultValue: 'value',
                  options: Object.entries(reportKinds).map(([value, label]) => ({ value, label })),
                  access: adminSets,
                },
                {
                  name: 'retrospectiveDate',
                  type: 'text',
                  access: adminSets,
                  admin: { description: 'YYYY-MM-DD; empty for a current valuation.' },
                },
                {
                  name: 'relatedParty',
                  label: 'Between related parties',
                  type: 'checkbox',
                  defaultValue: false,
                  access: adminSets,
                  admin: { description: 'The transfer or lease valued is between related parties.' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'customer',
                  type: 'relationship',
                  relationTo: 'users',
                  required: true,
                  index: true,
                  access: adminSets,
                  admin: { components: { Field: adminsRelationship } },
                },
                {
                  name: 'business',
                  label: 'Firm',
                  type: 'relationship',
                  relationTo: 'businesses',
                  index: true,
                  access: adminSets,
                  admin: {
                    description: 'The accountant’s firm the order was placed for: its members see it.',
                  },
                },
              ],
            },
            {
              name: 'fund',
              label: 'Fund (SMSF)',
              type: 'group',
              admin: {
                description: 'The self-managed super fund the valuation is for, as the order named it.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', label: 'Fund name', type: 'text', maxLength: 200, access: adminSets },
                    { name: 'trustee', label: 'Trustee', type: 'text', maxLength: 200, access: adminSets },
                    { name: 'abn', label: 'Fund ABN', type: 'text', maxLength: 11, access: adminSets },
                  ],
                },
              ],
            },
            {
              name: 'onAccount',
              label: 'On the firm’s account',
              type: 'group',
              admin: {
                readOnly: true,
                condition: (data) => Boolean(data?.onAccount?.month),
                description:
                  'Placed on the account of a firm invoiced monthly: started at once, and billed on its month’s invoice at the price of the day it was ordered.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'month',
                      label: 'Invoiced with the month',
                      type: 'text',
                      index: true,
                      access: adminSets,
                      admin: { description: 'YYYY-MM, Brisbane’s calendar.' },
                    },
                    {
                      name: 'line',
                      label: 'Invoice line',
                      type: 'json',
                      access: adminSets,
                      admin: { description: 'Its line on the month’s invoice, priced when it was ordered.' },
                    },
                  ],
                },
              ],
            },
            {
              name: 'paidAt',
              type: 'date',
              access: adminSets,
              admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
            },
          ],
        },
        {
          label: 'Assignment and files',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'practice',
                  type: 'relationship',
                  relationTo: 'practices',
                  index: true,
                  access: adminSets,
                  admin: { readOnly: true },
                },
                {
                  name: 'valuer',
                  type: 'relationship',
                  relationTo: 'users',
                  index: true,
                  access: adminSets,
                  admin: { readOnly: true, description: 'Assign with the button above.' },
                  filterOptions: { roles: { in: ['valuer'] } },
                },
              ],
            },
            {
              name: 'images',
              label: 'Photos',
              type: 'array',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'slot', type: 'text', required: true },
                    { name: 'file', type: 'upload', relationTo: 'files', required: true },
                  ],
                },
              ],
            },
            {
              name: 'files',
              label: 'Working files',
              type: 'array',
              admin: { description: 'Title searches, leases, plans: documents the valuer relies on.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'slot', type: 'text', required: true },
                    { name: 'file', type: 'upload', relationTo: 'files', required: true },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'History',
          fields: [
            {
              name: 'historyView',
              type: 'ui',
              admin: { components: { Field: '/adminUi/ValuationHistory#ValuationHistory' } },
            },
            {
              name: 'history',
              type: 'array',
              // Shown as a person reads it above (ValuationHistory); the rows themselves only the lifecycle writes.
              admin: { hidden: true },
              access: { create: () => false, update: () => false },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'at',
                      type: 'date',
                      required: true,
                      admin: { date: { pickerAppearance: 'dayAndTime' } },
                    },
                    { name: 'by', type: 'relationship', relationTo: 'users' },
                    { name: 'from', type: 'text' },
                    { name: 'to', type: 'text', required: true },
                  ],
                },
                { name: 'note', type: 'text' },
              ],
            },
            {
              name: 'orderKey',
              type: 'text',
              unique: true,
              access: { read: adminOnlyField, create: () => false, update: () => false },
              admin: { hidden: true },
            },
            {
              name: 'reminderSentAt',
              type: 'date',
              access: { create: () => false, update: () => false },
              admin: { readOnly: true, description: 'When the due-soon reminder went to the valuer.' },
            },
          ],
        },
      ],
    },
  ],
}
