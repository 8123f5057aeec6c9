import type { RelationshipField } from 'payload'

/** Never changed after it is set, so nobody can hand a record to another account or take one. */
export const ownerField = ({ required = true } = {}): RelationshipField => ({
  name: 'customer',
  type: 'relationship',
  relationTo: 'users',
  required,
  index: true,
  admin: { position: 'sidebar' },
  access: { update: () => false },
})
