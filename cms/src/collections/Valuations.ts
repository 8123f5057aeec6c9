import type { CollectionConfig } from 'payload'

import { purposeKeys, reportKinds, valuationStatuses } from '@valuedesk/domain'

import { adminOnly, valuationReaders, visibleTo } from '../access/index.ts'

/** An ordered valuation (spec: Valuation). Created by the server once the order is checked; status numbers as in the spec. */
export const Valuations: CollectionConfig = {
  slug: 'valuations',
  admin: { useAsTitle: 'reference', defaultColumns: ['reference', 'status', 'snapshot', 'dueAt', 'valuer'], group: 'Valuations', hidden: visibleTo('valuer'), listSearchableFields: ['reference'] },
  access: { read: valuationReaders, create: adminOnly, update: adminOnly, delete: () => false },
  fields: [
    { name: 'reference', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: String(valuationStatuses.None),
      options: Object.entries(valuationStatuses).map(([label, value]) => ({ label, value: String(value) })),
      index: true,
    },
    {
      type: 'row',
      fields: [
        { name: 'snapshot', type: 'relationship', relationTo: 'property-snapshots', required: true },
        { name: 'invoice', type: 'relationship', relationTo: 'invoices', required: true },
        { name: 'contact', type: 'relationship', relationTo: 'contacts' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'purpose', type: 'select', required: true, options: purposeKeys },
        { name: 'reportKind', type: 'select', required: true, defaultValue: 'value', options: Object.keys(reportKinds) },
        { name: 'retrospectiveDate', type: 'text', admin: { description: 'YYYY-MM-DD; empty for a current valuation.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'practice', type: 'relationship', relationTo: 'practices' },
        { name: 'valuer', type: 'relationship', relationTo: 'users' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'paidAt', type: 'date', admin: { readOnly: true } },
        { name: 'dueAt', label: 'Due (72 hours from payment)', type: 'date', index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      name: 'images',
      type: 'array',
      fields: [
        { name: 'slot', type: 'text', required: true },
        { name: 'file', type: 'upload', relationTo: 'files', required: true },
      ],
    },
    { name: 'customer', type: 'relationship', relationTo: 'users', required: true, index: true, admin: { position: 'sidebar' } },
  ],
}
