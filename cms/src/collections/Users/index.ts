import type { CollectionConfig, Condition } from 'payload'

import { MINUTE_MS } from '@valuedesk/domain'

import { adminOnly, adminOnlyField, adminOrSelf, checkRole, roles, visibleTo } from '../../access/index.ts'
import { RESET_LINK_MINUTES } from '../../accounts/passwordReset.ts'
import { displayNameField } from '../../fields/readable.ts'
import { refreshValuationCopies } from '../../hooks/refreshValuationCopies.ts'
import { setDisplayName } from '../../hooks/setDisplayName.ts'
import { forgotPasswordEndpoint } from './forgotPasswordEndpoint.ts'
import { checkPasswordsInEqualTime } from '../../hooks/checkPasswordsInEqualTime.ts'
import { confirmAddressOnReset } from '../../hooks/confirmAddressOnReset.ts'
import { endFirmInvitations } from '../../hooks/endFirmInvitations.ts'
import { forgetChangedCaller, forgetDeletedCaller } from '../../hooks/forgetChangedCaller.ts'
import { holdEmailChange } from '../../hooks/holdEmailChange.ts'
import { limitPayloadResetEmails } from '../../hooks/limitPayloadResetEmails.ts'
import { limitSignInGuesses, restartSignInCount } from '../../hooks/limitSignInGuesses.ts'
import { makeFirstUserAdmin } from '../../hooks/makeFirstUserAdmin.ts'
import { noPasswordForGuests } from '../../hooks/noPasswordForGuests.ts'

const isProduction = process.env.NODE_ENV === 'production'

/** /admin's create-first-user screen asks for the first admin's login and names, not a customer's flags. */
/** Written by the server alone (the invitation and its acceptance). */
const serverSets = { create: () => false, update: () => false }

const staffScreen: Condition = (_data, _siblingData, { user }) => Boolean(user)

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'displayName',
    defaultColumns: ['displayName', 'email', 'roles', 'guest', 'createdAt'],
    group: 'Accounts',
    hidden: visibleTo(),
    listSearchableFields: ['displayName', 'email', 'firstName', 'lastName'],
    components: { beforeListTable: ['/adminUi/invite/InviteLink#InviteFromUsers'] },
  },
  auth: {
    // The signed-in user is read on every request: relationships stay ids.
    depth: 0,
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 5,
    lockTime: 15 * MINUTE_MS,
    cookies: { sameSite: 'Lax', secure: isProduction },
    // Reset links work once, for an hour; our job sends them, for every door (accounts/passwordReset.ts).
    forgotPassword: { expiration: RESET_LINK_MINUTES * MINUTE_MS },
  },
  endpoints: [forgotPasswordEndpoint],
  access: {
    admin: ({ req: { user } }) => checkRole(['admin', 'editor', 'valuer'], user),
    read: adminOrSelf,
    create: adminOnly,
    update: adminOrSelf,
    delete: adminOnly,
    // Payload's default lets any signed-in user, guests included, unlock any account locked by wrong passwords.
    unlock: adminOnly,
  },
  hooks: {
    // Guesses are counted first (Payload checks a lock only before the password, and counts after).
    beforeOperation: [limitSignInGuesses, checkPasswordsInEqualTime, limitPayloadResetEmails],
    beforeChange: [makeFirstUserAdmin, noPasswordForGuests, holdEmailChange, setDisplayName],
    // Through the database (callerStands), not a broadcast that would arrive later.
    afterChange: [refreshValuationCopies('customer'), endFirmInvitations, forgetChangedCaller],
    afterDelete: [forgetDeletedCaller],
    afterOperation: [confirmAddressOnReset, restartSignInCount],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text' },
        { name: 'lastName', type: 'text' },
      ],
    },
    displayNameField,
    {
      name: 'pendingEmail',
      label: 'New e-mail address (not yet confirmed)',
      type: 'email',
      // Set by holdEmailChange alone: a change of `email` asked for by the user lands here until confirmed.
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => Boolean(data?.pendingEmail),
        description:
          'Takes effect when the link e-mailed to it is followed (within an hour, with the password).',
      },
    },
    {
      name: 'awaitingConfirmation',
      type: 'checkbox',
      defaultValue: false,
      access: { create: adminOnlyField, update: adminOnlyField },
      admin: {
        position: 'sidebar',
        condition: staffScreen,
        description:
          'Signed up, but the link e-mailed to the address has not been followed: it cannot log in until then.',
      },
    },
    // Set by the invitation (accounts/invitation.ts) and its acceptance, never by a door.
    {
      type: 'row',
      admin: { condition: (data) => Boolean(data?.invitedAt) },
      fields: [
        {
          name: 'invitedAt',
          label: 'Invited (latest link sent)',
          type: 'date',
          access: serverSets,
          admin: {
            readOnly: true,
            date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy, h:mm a' },
          },
        },
        {
          name: 'invitedBy',
          type: 'relationship',
          relationTo: 'users',
          access: serverSets,
          admin: { readOnly: true },
        },
        {
          name: 'invitationAcceptedAt',
          label: 'Password set from the invitation',
          type: 'date',
          access: serverSets,
          admin: {
            readOnly: true,
            date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy, h:mm a' },
          },
        },
      ],
    },
    // The link's token as SHA-256, and when it stops working: read by the confirmation alone.
    {
      name: 'emailTokenHash',
      type: 'text',
      index: true,
      hidden: true,
      access: { create: () => false, update: () => false },
    },
    {
      name: 'emailTokenExpiresAt',
      type: 'date',
      hidden: true,
      access: { create: () => false, update: () => false },
    },
    {
      name: 'guest',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: staffScreen,
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
        condition: staffScreen,
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
      admin: { position: 'sidebar', condition: staffScreen },
    },
  ],
}
