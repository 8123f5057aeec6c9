import type { CollectionAfterOperationHook } from 'payload'

import type { User } from '../payload-types.ts'

/** A password set from a reset link proves the address is the account's. */
export const confirmAddressOnReset: CollectionAfterOperationHook = async ({ operation, result, req }) => {
  if (operation !== 'resetPassword') return result
  const user = (result as { user?: Partial<User> & Pick<User, 'id'> }).user
  const accepted = user?.invitedAt && !user.invitationAcceptedAt
  if (user?.awaitingConfirmation || accepted)
    await req.payload.db.updateOne({
      collection: 'users',
      where: { id: { equals: user.id } },
      data: {
        ...(user.awaitingConfirmation
          ? { awaitingConfirmation: false, emailTokenHash: null, emailTokenExpiresAt: null }
          : {}),
        ...(accepted ? { invitationAcceptedAt: new Date().toISOString() } : {}),
      },
      req,
    })
  return result
}
