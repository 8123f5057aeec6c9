import type { CollectionConfig, FieldAccess } from 'payload'

import { adminOnly, anyone, checkRole, visibleTo } from '../access/index.ts'

/** A built-in value's type and value are what the order rules in domain/ match on: they never change. */
const unlessBuiltIn: FieldAccess = ({ req: { user }, doc }) => checkRole(['admin'], user) && !doc?.builtIn

export const Enumerations: CollectionConfig = {
  slug: 'enumerations',
  labels: { singular: 'Enumeration value', plural: 'Enumeration values' },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'type', 'value', 'parent', 'builtIn'],
    listSearchableFields: ['label', 'type', 'value', 'key'],
    group: 'Reference data',
    hidden: visibleTo(),
  },
  defaultSort: 'sortOrder',
  access: {
    read: anyone,
    create: adminOnly,
    update: adminOnly,
    delete: ({ req: { user } }) => checkRole(['admin'], user) && { builtIn: { not_equals: true } },
  },
  hooks: {
    beforeValidate: [
      ({ data, originalDoc }) =>
        data
          ? { ...data, key: `${data.type ?? originalDoc?.type}.${data.value ?? originalDoc?.value}` }
          : data,
    ],
  },
  fields: [
    {
      name: 'key',
      label: 'EnumerationId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true, description: 'Type.Value: how the API names this value.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'type', type: 'text', required: true, index: true, access: { update: unlessBuiltIn } },
        { name: 'value', type: 'text', required: true, access: { update: unlessBuiltIn } },
      ],
    },
    { name: 'label', type: 'text', required: true, maxLength: 200 },
    {
      type: 'row',
      fields: [
        { name: 'parent', type: 'relationship', relationTo: 'enumerations', index: true },
        { name: 'inScope', label: 'In scope for a desktop valuation', type: 'checkbox' },
        { name: 'sortOrder', type: 'number', defaultValue: 0 },
      ],
    },
    {
      name: 'builtIn',
      type: 'checkbox',
      defaultValue: false,
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Comes with the product; its type and value are fixed.',
      },
    },
  ],
}
