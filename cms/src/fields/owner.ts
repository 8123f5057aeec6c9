import type { RelationshipField } from 'payload'

/**
 * The customer a document belongs to: set when it is made (to its maker, or by an admin or the order's own
 * actions: setOwner.ts), never changed after, so nobody can hand a record to another account or take one.
 */
export const ownerField = ({ required = true } = {}): RelationshipField => ({
  name: 'customer',
  type: 'relationship',
  relationTo: 'users',
  required,
  index: true,
  admin: { position: 'sidebar' },
  access: { update: () => false },
})
