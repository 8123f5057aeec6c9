import type { CollectionAfterOperationHook } from 'payload'

/**
 * A password set from a reset link proves the address is the account's: a sign-up still awaiting confirmation
 * is confirmed, and its pending link retired.
 */
export const confirmAddressOnReset: CollectionAfterOperationHook = async ({ operation, result, req }) => {
  if (operation !== 'resetPassword') return result
  const user = (result as { user?: { id: number | string; awaitingConfirmation?: boolean | null } }).user
  if (user?.awaitingConfirmation)
    await req.payload.db.updateOne({
      collection: 'users',
      where: { id: { equals: user.id } },
      data: { awaitingConfirmation: false, emailTokenHash: null, emailTokenExpiresAt: null },
      req,
    })
  return result
}
