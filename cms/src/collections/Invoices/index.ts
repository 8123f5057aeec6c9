import type { CollectionConfig } from 'payload'

import {
  invoiceStatusLabels,
  invoiceStatuses,
  paymentMethodLabels,
  paymentMethods,
  reportKinds,
} from '@valuedesk/domain'

import { adminOnlyField, invoiceReaders, visibleTo } from '../../access/index.ts'
import { ownedByLifecycle } from '../../access/lifecycleOwned.ts'
import { billedToFields } from '../../fields/billedTo.ts'
import { centsAdmin, searchCopyFields } from '../../fields/readable.ts'
import { invoiceXeroField } from '../../fields/xero.ts'

/** Only the server makes them, from the fee rows, so no one can set their own price. */
export const Invoices: CollectionConfig = {
  slug: 'invoices',
  admin: {
    useAsTitle: 'number',
    components: { edit: { beforeDocumentControls: ['/adminUi/InvoiceActions#InvoiceActions'] } },
    defaultColumns: ['number', 'status', 'totalCents', 'customerName', 'searchAddress', 'createdAt'],
    group: 'Sales',
    hidden: visibleTo(),
    listSearchableFields: ['number', 'customerName', 'customerEmail', 'searchAddress'],
  },
  access: { read: invoiceReaders, create: () => false, update: () => false, delete: () => false },
  // Issued and paid only by the order lifecycle's verbs: an admin records a bank transfer with its button.
  hooks: {
    beforeChange: [
      ownedByLifecycle({
        madeByVerbs: true,
        fields: [
          'number',
          'status',
          'paymentMethod',
          'paidAt',
          'lines',
          'totalCents',
          'gstCents',
          'reportKind',
          'test',
          'contact',
          'customer',
          'business',
          'buyer',
          'stripePaymentIntentId',
          'orderKey',
          'refund',
          'snapshot',
          'period',
          'dueOn',
          'searchAddress',
          'customerName',
          'customerEmail',
          'xero',
        ],
      }),
    ],
  },
  fields: [
    ...searchCopyFields(),
    { name: 'number', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'unpaid',
          options: invoiceStatuses.map((value) => ({ value, label: invoiceStatusLabels[value] })),
          admin: { readOnly: true },
        },
        {
          name: 'paymentMethod',
          type: 'select',
          options: paymentMethods.map((value) => ({ value, label: paymentMethodLabels[value] })),
          admin: { readOnly: true },
        },
        { name: 'paidAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
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
        { name: 'unitCents', label: 'Unit price', type: 'number', required: true, admin: centsAdmin },
        { name: 'totalCents', label: 'Total', type: 'number', required: true, admin: centsAdmin },
        {
          name: 'snapshot',
          label: 'Property',
          type: 'relationship',
          relationTo: 'property-snapshots',
          admin: { description: 'On an invoice for several properties: the property this line prices.' },
        },
        {
          type: 'row',
          fields: [
            { name: 'fundName', label: 'Fund', type: 'text', maxLength: 200 },
            { name: 'fundAbn', label: 'Fund ABN', type: 'text', maxLength: 11 },
          ],
        },
        {
          name: 'creditedAt',
          label: 'Credited',
          type: 'date',
          admin: {
            description: 'Its valuation was declined before the invoice was paid: the line is not charged.',
            date: { pickerAppearance: 'dayAndTime' },
          },
        },
      ],
    },
    {
      type: 'row',
      admin: { condition: (data) => Boolean(data?.period) },
      fields: [
        {
          name: 'period',
          label: 'Month invoiced',
          type: 'text',
          index: true,
          admin: {
            readOnly: true,
            description: 'A firm’s monthly invoice: its orders on account of this month (YYYY-MM).',
          },
        },
        { name: 'dueOn', label: 'Due', type: 'text', admin: { readOnly: true, description: 'YYYY-MM-DD' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'totalCents',
          label: 'Total incl. GST',
          type: 'number',
          required: true,
          admin: centsAdmin,
        },
        { name: 'gstCents', label: 'GST included', type: 'number', required: true, admin: centsAdmin },
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
    { name: 'contact', type: 'relationship', relationTo: 'contacts', admin: { readOnly: true } },
    {
      name: 'snapshot',
      label: 'Property priced',
      type: 'relationship',
      relationTo: 'property-snapshots',
      index: true,
      admin: {
        readOnly: true,
        description: 'The property this invoice priced: only a valuation of this property can use it.',
      },
    },
    ...billedToFields('invoice'),
    {
      name: 'buyer',
      label: 'Billed to',
      type: 'group',
      admin: {
        readOnly: true,
        description:
          'The buyer’s identity and ABN as printed on the invoice (required on a tax invoice of $1,000 or more).',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', maxLength: 200 },
            { name: 'abn', label: 'ABN', type: 'text', maxLength: 11 },
          ],
        },
      ],
    },
    invoiceXeroField,
    {
      name: 'orderKey',
      type: 'text',
      unique: true,
      access: { read: adminOnlyField, create: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      name: 'stripePaymentIntentId',
      type: 'text',
      index: true,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'refund',
      type: 'group',
      admin: {
        readOnly: true,
        condition: (data) => data?.status === 'refunded',
        description: 'Refunded with the Refund button: by Stripe for a card, by our own transfer otherwise.',
      },
      fields: [
        {
          name: 'at',
          label: 'Refunded at',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'reason', type: 'textarea' },
        { name: 'stripeRefundId', label: 'Stripe refund', type: 'text' },
      ],
    },
    {
      name: 'adjustmentNotes',
      label: 'Adjustment notes',
      type: 'join',
      collection: 'adjustment-notes',
      on: 'invoice',
      defaultSort: 'createdAt',
      admin: {
        defaultColumns: ['number', 'kind', 'amountCents', 'reason', 'createdAt'],
        description: 'Each refund or credit after this invoice was issued, in a document of its own.',
      },
    },
  ],
}
