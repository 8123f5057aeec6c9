import type { CollectionConfig } from 'payload'

import { firmInvitationStatuses, firmInvitationStatusLabels } from '@valuedesk/domain'

import { adminOrFirmMember, visibleTo } from '../access/index.ts'

const never = () => false

/** It makes nothing: the addressee joins only by accepting; the link itself is kept nowhere. */
export const FirmInvitations: CollectionConfig = {
  slug: 'firm-invitations',
  labels: { singular: 'Firm invitation', plural: 'Firm invitations' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'business', 'status', 'invitedBy', 'expiresAt'],
    listSearchableFields: ['email'],
    group: 'Customers',
    hidden: visibleTo(),
  },
  access: { read: adminOrFirmMember('business'), create: never, update: never, delete: never },
  fields: [
    { name: 'business', type: 'relationship', relationTo: 'businesses', required: true, index: true },
    { name: 'branch', type: 'relationship', relationTo: 'business-branches', required: true },
    // Lower-cased: an account is the addressee when its confirmed address is this one, whatever the case.
    { name: 'email', label: 'Address', type: 'email', required: true, index: true },
    { name: 'invitedBy', type: 'relationship', relationTo: 'users' },
    {
      name: 'tokenHash',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      hidden: true,
      access: { read: never },
    },
    { name: 'expiresAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'pending',
      options: firmInvitationStatuses.map((value) => ({ value, label: firmInvitationStatusLabels[value] })),
    },
    { name: 'closedBy', type: 'relationship', relationTo: 'users' },
    { name: 'closedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
