import type { Field } from 'payload'

/** Set by the lifecycle, never typed. */
export const billedToFields = (document: string): Field[] => [
  {
    name: 'customer',
    type: 'relationship',
    relationTo: 'users',
    required: true,
    index: true,
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'business',
    label: 'Firm',
    type: 'relationship',
    relationTo: 'businesses',
    index: true,
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: `The firm billed: its members see this ${document}.`,
    },
  },
]
