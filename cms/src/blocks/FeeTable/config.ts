import type { Block } from 'payload'

/** The fee rows come from the Products collection: the same rows the order quote and invoices use. */
export const FeeTable: Block = {
  slug: 'feeTable',
  interfaceName: 'FeeTableBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    { name: 'note', type: 'textarea' },
  ],
}
