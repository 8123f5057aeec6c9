import type { CollectionConfig } from 'payload'

import { reportKinds } from '@valuedesk/domain'

import { adminOnly, adminOrOwner, visibleTo } from '../../access/index.ts'
import { stampPayment, startValuationsWhenPaid } from './hooks/startValuationsWhenPaid.ts'

/**
 * Tax invoices. Only the server makes them, from the fee rows, so no one can set their own price;
 * customers read their own. Amounts are whole cents, GST included.
 */
export const Invoices: CollectionConfig = {
  slug: 'invoices',
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['number', 'status', 'totalCents', 'customer', 'createdAt'],
    group: 'Sales',
    hidden: visibleTo(),
    listSearchableFields: ['number'],
  },
  access: { read: adminOrOwner(), create: adminOnly, update: adminOnly, delete: () => false },
  hooks: { beforeChange: [stampPayment], afterChange: [startValuationsWhenPaid] },
  fields: [
    { name: 'number', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'unpaid',
          options: ['unpaid', 'paid', 'void'],
        },
        { name: 'paymentMethod', type: 'select', options: ['card', 'bank-transfer'] },
        { name: 'paidAt', type: 'date' },
      ],
    },
    {
      name: 'lines',
      type: 'array',
      minRows: 1,
      admin: { readOnly: true },
      fields: [
        { name: 'description', type: 'text', required: true },
        { name: 'product', type: 'relationship', relationTo: 'products' },
        { name: 'quantity', type: 'number', required: true, defaultValue: 1 },
        { name: 'unitCents', type: 'number', required: true },
        { name: 'totalCents', type: 'number', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'totalCents',
          label: 'Total incl. GST (cents)',
          type: 'number',
          required: true,
          admin: { readOnly: true },
        },
        { name: 'gstCents', label: 'GST (cents)', type: 'number', required: true, admin: { readOnly: true } },
      ],
    },
    {
      name: 'reportKind',
      label: 'Report ordered',
      type: 'select',
      options: Object.entries(reportKinds).map(([value, label]) => ({ value, label })),
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'What the valuation made from this invoice reports: value, rent or both.',
      },
    },
    {
      name: 'test',
      label: 'Test invoice',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Made by an admin to try payments; not a sale.',
      },
    },
    { name: 'contact', type: 'relationship', relationTo: 'contacts' },
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'stripePaymentIntentId',
      type: 'text',
      index: true,
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
