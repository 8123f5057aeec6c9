import type { CollectionConfig } from 'payload'

import { classificationKeys, positionSources, specialUses } from '@valuedesk/domain'

import {
  adminOnly,
  adminOnlyField,
  adminOrOwner,
  adminOrOwnerField,
  drawnForAdmins,
  ownerOrValuer,
  visibleTo,
} from '../access/index.ts'
import { frozenOnceOrdered } from '../access/lifecycleOwned.ts'
import { ownerField } from '../fields/owner.ts'
import { dollarsAdmin } from '../fields/readable.ts'
import { setOwner } from '../hooks/setOwner.ts'

/** What sets the price is fixed once made, but by admins. */
export const PropertySnapshots: CollectionConfig = {
  slug: 'property-snapshots',
  labels: { singular: 'Property snapshot', plural: 'Property snapshots' },
  admin: {
    useAsTitle: 'address',
    defaultColumns: ['address', 'classification', 'propertyType', 'estimatedValue', 'createdAt'],
    group: 'Valuations',
    hidden: visibleTo('valuer'),
    listSearchableFields: ['address'],
  },
  // Made by the order's first step (a lifecycle verb); its customer changes it until it is invoiced.
  access: {
    read: ownerOrValuer('snapshots'),
    create: () => false,
    update: adminOrOwner(),
    delete: adminOnly,
  },
  hooks: {
    beforeChange: [
      setOwner(),
      frozenOnceOrdered([
        { collection: 'invoices', field: 'snapshot' },
        { collection: 'valuations', field: 'snapshot' },
      ]),
    ],
  },
  fields: [
    { name: 'address', type: 'text', required: true },
    {
      name: 'orderKey',
      type: 'text',
      unique: true,
      access: { read: adminOnlyField, create: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      type: 'row',
      fields: [
        { name: 'street', type: 'text' },
        { name: 'suburb', type: 'text' },
        { name: 'state', type: 'text' },
        { name: 'postcode', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'placeId', type: 'text' },
        { name: 'latitude', type: 'number' },
        { name: 'longitude', type: 'number' },
        {
          name: 'positionSource',
          label: 'Position from',
          type: 'select',
          options: [
            { value: positionSources[0], label: 'The address' },
            { value: positionSources[1], label: 'The suburb’s centre (approximate)' },
          ],
          admin: {
            description:
              'Empty on properties stored before it was recorded: read as the address when Google placed it, else the suburb.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'classification',
          type: 'select',
          required: true,
          options: classificationKeys,
          access: { update: adminOnlyField },
        },
        { name: 'propertyType', type: 'text', required: true, access: { update: adminOnlyField } },
        { name: 'strataTitled', type: 'checkbox', defaultValue: false, access: { update: adminOnlyField } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'tenancies', type: 'number', required: true, min: 1, access: { update: adminOnlyField } },
        {
          name: 'estimatedValue',
          label: 'Customer’s estimate (AUD)',
          type: 'number',
          min: 0,
          // Not given by the spec's calls. It decides scope; shown to the valuer, it could anchor the value they find.
          access: { read: adminOrOwnerField(), update: adminOnlyField },
          admin: dollarsAdmin,
        },
        {
          name: 'specialUse',
          type: 'select',
          defaultValue: 'none',
          options: Object.keys(specialUses),
          access: { update: adminOnlyField },
        },
      ],
    },
    {
      // Kept here so the fund is not lost between the pre-valuation form's calls.
      name: 'fund',
      label: 'Fund (SMSF), as the order named it',
      type: 'group',
      access: { update: adminOnlyField },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', label: 'Fund name', type: 'text', maxLength: 200 },
            { name: 'trustee', label: 'Trustee', type: 'text', maxLength: 200 },
            { name: 'abn', label: 'Fund ABN', type: 'text', maxLength: 11 },
          ],
        },
      ],
    },
    {
      name: 'detailsForm',
      type: 'select',
      options: ['residential', 'commercial', 'industrial', 'retail', 'rural'],
      admin: { readOnly: true },
      access: { create: () => false, update: () => false },
    },
    {
      name: 'told',
      label: 'What the customer told us',
      type: 'ui',
      admin: { components: { Field: '/adminUi/OrderDetails#OrderDetails' } },
    },
    {
      name: 'details',
      label: 'Details as stored',
      type: 'json',
      admin: {
        // Staff read the details above; an admin may correct the stored answers.
        condition: drawnForAdmins,
        description: 'What the customer told us about the property (validated by the order rules).',
      },
    },
    ownerField(),
  ],
}
