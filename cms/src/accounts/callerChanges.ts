import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionAfterLogoutHook } from 'payload'

import { purgeEverywhere } from '../cache/purgeBroadcast.ts'
import { callerTag } from './verifiedCallers.ts'

/**
 * A user changed (roles, password, e-mail, firm, anything): every process forgets the sessions of it that it
 * had verified (accounts/verifiedCallers.ts), in the change's own transaction, so the next call reads it anew.
 */
export const forgetCallerAfterChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'update') await purgeEverywhere(req, [callerTag(doc.id)])
  return doc
}

export const forgetCallerAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await purgeEverywhere(req, [callerTag(doc.id)])
  return doc
}

/** Logging out ends the session: no process believes its token any longer. */
export const forgetCallerAfterLogout: CollectionAfterLogoutHook = async ({ req }) => {
  if (req.user) await purgeEverywhere(req, [callerTag(req.user.id)])
}
