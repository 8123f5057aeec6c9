import type { CollectionConfig } from 'payload'

import { invoiceAdjustmentLabels, invoiceAdjustments } from '@valuedesk/domain'

import { invoiceReaders, visibleTo } from '../access/index.ts'
import { ownedByLifecycle } from '../access/lifecycleOwned.ts'
import { billedToFields } from '../fields/billedTo.ts'
import { centsAdmin } from '../fields/readable.ts'

/** The ATO's document for a change to an issued tax invoice; numbered in a series of their own. */
export const AdjustmentNotes: CollectionConfig = {
  slug: 'adjustment-notes',
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['number', 'invoice', 'kind', 'amountCents', 'reason', 'createdAt'],
    group: 'Sales',
    hidden: visibleTo(),
    listSearchableFields: ['number', 'reason'],
  },
  access: { read: invoiceReaders, create: () => false, update: () => false, delete: () => false },
  hooks: {
    beforeChange: [
      ownedByLifecycle({
        madeByVerbs: true,
        fields: [
          'number',
          'invoice',
          'valuation',
          'kind',
          'description',
          'reason',
          'amountCents',
          'gstCents',
          'customer',
          'business',
        ],
      }),
    ],
  },
  fields: [
    { name: 'number', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    {
      name: 'invoice',
      label: 'Tax invoice adjusted',
      type: 'relationship',
      relationTo: 'invoices',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'valuation',
      label: 'Order',
      type: 'relationship',
      relationTo: 'valuations',
      admin: { readOnly: true, description: 'The order whose price is given back or withdrawn.' },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: invoiceAdjustments.map((value) => ({ value, label: invoiceAdjustmentLabels[value] })),
      admin: { readOnly: true },
    },
    {
      name: 'description',
      label: 'What is adjusted',
      type: 'text',
      required: true,
      admin: { readOnly: true },
    },
    { name: 'reason', type: 'textarea', required: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'amountCents',
          label: 'Reduction (incl. GST)',
          type: 'number',
          required: true,
          min: 1,
          admin: centsAdmin,
        },
        { name: 'gstCents', label: 'GST reduced', type: 'number', required: true, min: 0, admin: centsAdmin },
      ],
    },
    ...billedToFields('adjustment note'),
  ],
}
