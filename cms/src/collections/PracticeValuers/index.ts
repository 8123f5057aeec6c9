import type { CollectionConfig } from 'payload'

import { australianStates, professionalBodies } from '@valuedesk/domain'

import {
  adminOnly,
  adminOnlyField,
  adminOrFellowValuer,
  adminOrThisValuer,
  visibleTo,
} from '../../access/index.ts'
import { adminOrThisValuerField } from '../../access/adminOrThisValuerField.ts'
import { nameFromValuer } from '../../hooks/nameFromValuer.ts'
import { ownSignatureOnly } from '../../hooks/ownSignatureOnly.ts'
import { signatureVerification } from '../../hooks/signatureVerification.ts'

/** Set by signatureVerification when an admin verifies; no door writes them. */
const serverSets = { create: () => false, update: () => false }

export const PracticeValuers: CollectionConfig = {
  slug: 'practice-valuers',
  labels: { singular: 'Valuer in practice', plural: 'Valuers in practices' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'practice', 'position', 'active'],
    listSearchableFields: ['name', 'position'],
    group: 'Valuations',
    hidden: visibleTo('valuer'),
  },
  access: { read: adminOrFellowValuer, create: adminOnly, update: adminOrThisValuer, delete: adminOnly },
  indexes: [{ fields: ['practice', 'valuer'], unique: true }],
  hooks: { beforeChange: [nameFromValuer, ownSignatureOnly, signatureVerification] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'practice',
          type: 'relationship',
          relationTo: 'practices',
          required: true,
          index: true,
          access: { update: adminOnlyField },
        },
        {
          name: 'valuer',
          type: 'relationship',
          relationTo: 'users',
          required: true,
          index: true,
          filterOptions: { roles: { in: ['valuer'] } },
          access: { update: adminOnlyField },
        },
      ],
    },
    { name: 'name', type: 'text', admin: { readOnly: true, description: 'From the valuer’s account.' } },
    {
      type: 'row',
      fields: [
        {
          name: 'position',
          type: 'text',
          maxLength: 100,
          admin: { placeholder: 'Director, Certified Practising Valuer' },
        },
        {
          name: 'active',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: 'Takes new valuations.' },
          access: { update: adminOnlyField },
        },
      ],
    },
    {
      name: 'licences',
      type: 'array',
      // Licences and memberships are checked by an admin; a valuer cannot state their own.
      access: { update: adminOnlyField },
      labels: { singular: 'Licence', plural: 'Licences' },
      admin: {
        description:
          'States where this valuer is licensed or registered to value, e.g. Queensland and Western Australia.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'state', type: 'select', required: true, options: [...australianStates] },
            { name: 'number', type: 'text', required: true, maxLength: 40 },
            {
              name: 'expiresOn',
              type: 'date',
              admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
            },
          ],
        },
      ],
    },
    {
      name: 'memberships',
      label: 'Professional body memberships',
      type: 'array',
      access: { update: adminOnlyField },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'body',
              type: 'select',
              required: true,
              options: Object.entries(professionalBodies).map(([value, label]) => ({
                value,
                label: `${value}: ${label}`,
              })),
            },
            { name: 'grade', type: 'text', maxLength: 60, admin: { placeholder: 'AAPI CPV' } },
            { name: 'number', type: 'text', maxLength: 40 },
          ],
        },
      ],
    },
    {
      name: 'signature',
      type: 'upload',
      relationTo: 'signatures',
      // Only the valuer and admins see it; changing it clears the verification.
      access: { read: adminOrThisValuerField },
      admin: {
        description:
          'Your signature as printed on your reports (PNG or JPEG, up to 1 MB). An admin verifies it with your licences; changing it clears that.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'signatureVerified',
          label: 'Signature and licences verified',
          type: 'checkbox',
          defaultValue: false,
          access: { create: adminOnlyField, update: adminOnlyField },
          admin: {
            description:
              'An admin ticks this after checking the signature and each licence number, state and expiry with the licensing body.',
          },
        },
        {
          name: 'verifiedBy',
          type: 'relationship',
          relationTo: 'users',
          access: serverSets,
          admin: { readOnly: true },
        },
        {
          name: 'verifiedAt',
          type: 'date',
          access: serverSets,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
  ],
}
