import type { Field } from 'payload'

/**
 * Who a money document is for, read by `invoiceReaders`: the customer who ordered, and the firm billed (its
 * members read it too). Set by the lifecycle, never typed.
 */
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
