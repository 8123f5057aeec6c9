import type { CollectionAfterChangeHook } from 'payload'

import { refreshSearchCopies } from '../lifecycle/steps/searchCopies.ts'

const PERSON_FIELDS = ['firstName', 'lastName', 'email'] as const

/** In the same transaction as the rename. */
export const refreshValuationCopies =
  (field: 'contact' | 'customer'): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, operation, req }) => {
    if (operation !== 'update') return doc
    if (PERSON_FIELDS.every((name) => doc[name] === previousDoc?.[name])) return doc
    await refreshSearchCopies(req, { [field]: { equals: doc.id } })
    return doc
  }
