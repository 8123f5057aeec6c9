import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { verifiedCallers } from '../accounts/verifiedCallers.ts'

export const forgetChangedCaller: CollectionAfterChangeHook = ({ doc, operation }) => {
  if (operation === 'update') verifiedCallers.forgetUser(doc.id)
  return doc
}

export const forgetDeletedCaller: CollectionAfterDeleteHook = ({ doc }) => {
  verifiedCallers.forgetUser(doc.id)
  return doc
}
