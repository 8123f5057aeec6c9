import type { Block } from 'payload'

export const OutOfScope: Block = {
  slug: 'outOfScope',
  interfaceName: 'OutOfScopeBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    { name: 'items', type: 'array', fields: [{ name: 'text', type: 'text', required: true }] },
  ],
}
