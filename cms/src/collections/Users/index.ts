import type { CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField, adminOrSelf, checkRole, roles, visibleTo } from '../../access/index.ts'
import { makeFirstUserAdmin } from './hooks/makeFirstUserAdmin.ts'

const isProduction = process.env.NODE_ENV === 'production'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'roles'],
    group: 'Accounts',
    hidden: visibleTo(),
    listSearchableFields: ['email', 'firstName', 'lastName'],
  },
  auth: {
    // The signed-in user is read on every request: relationships stay ids.
    depth: 0,
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    cookies: { sameSite: 'Lax', secure: isProduction },
    // Reset links work once, for an hour; the API sends its own e-mail (see api/src/auth).
    forgotPassword: { expiration: 60 * 60 * 1000 },
  },
  access: {
    admin: ({ req: { user } }) => checkRole(['admin', 'editor', 'valuer'], user),
    read: adminOrSelf,
    create: adminOnly,
    update: adminOrSelf,
    delete: adminOnly,
  },
  hooks: {
    beforeChange: [makeFirstUserAdmin],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text' },
        { name: 'lastName', type: 'text' },
      ],
    },
    {
      name: 'guest',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Made for one order placed without an account; it cannot log in with a password.',
      },
      access: { create: adminOnlyField, update: adminOnlyField },
    },
    {
      name: 'businessBranches',
      label: 'Works in (business branches)',
      type: 'relationship',
      relationTo: 'business-branches',
      hasMany: true,
      access: { create: adminOnlyField, update: adminOnlyField },
      admin: {
        position: 'sidebar',
        description: 'The offices this person orders for; they see those businesses and their branches.',
      },
    },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['customer'],
      options: roles.map((role) => ({ label: role[0]!.toUpperCase() + role.slice(1), value: role })),
      saveToJWT: true,
      access: { create: adminOnlyField, update: adminOnlyField },
      admin: { position: 'sidebar' },
    },
  ],
}
