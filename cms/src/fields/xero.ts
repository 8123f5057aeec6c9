import type { Field, FieldAccess } from 'payload'

/** Written only by the server's Xero calls (with access overridden): no door writes these. */
const serverWrites = { create: () => false, update: () => false }
/** A secret: no door reads it either, not even an admin's; only the server, with access overridden. */
const secret: { read: FieldAccess; create: FieldAccess; update: FieldAccess } = {
  read: () => false,
  ...serverWrites,
}

/** The refresh token is encrypted with the server's secret (integrations/xero/secretBox.ts). */
export const firmXeroField: Field = {
  name: 'xero',
  label: 'Xero',
  type: 'group',
  access: serverWrites,
  admin: {
    readOnly: true,
    description: 'The firm’s own Xero organisation, connected by a member on their firm page.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'tenantName', label: 'Organisation', type: 'text' },
        { name: 'tenantId', label: 'Tenant id', type: 'text' },
        { name: 'connectedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'connectedBy', type: 'relationship', relationTo: 'users' },
      ],
    },
    { name: 'refreshToken', type: 'text', access: secret, admin: { hidden: true } },
    { name: 'pendingStateHash', type: 'text', access: secret, admin: { hidden: true } },
    {
      name: 'pendingUser',
      type: 'relationship',
      relationTo: 'users',
      access: secret,
      admin: { hidden: true },
    },
    { name: 'pendingUntil', type: 'date', access: secret, admin: { hidden: true } },
  ],
}

export const invoiceXeroField: Field = {
  name: 'xero',
  label: 'Sent to Xero',
  type: 'group',
  admin: {
    readOnly: true,
    condition: (data) => Boolean(data?.xero?.invoiceId),
    description: 'Sent by a member of the firm to its Xero as a bill: never sent twice.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'sentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'invoiceId', label: 'Xero invoice id', type: 'text', index: true },
      ],
    },
  ],
}
