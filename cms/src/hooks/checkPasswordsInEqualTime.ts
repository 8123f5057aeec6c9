import { AuthenticationError, type CollectionBeforeOperationHook } from 'payload'

import { spendPasswordCheck } from '../accounts/passwordHash.ts'
import type { User } from '../payload-types.ts'

/**
 * Payload's login answers an unknown address at once and a known one after checking the password (about
 * 100 ms of PBKDF2): the difference would tell anyone which addresses have accounts. Where Payload will not
 * check a password (no such account, a locked one) or must refuse it (a sign-up not yet confirmed), the same
 * check is spent first, on nothing. A sign-up awaiting confirmation is refused as a wrong password is.
 */
export const checkPasswordsInEqualTime: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const { email, password } = (args.data ?? {}) as { email?: unknown; password?: unknown }
  if (typeof email !== 'string' || typeof password !== 'string' || !password) return args
  const user = await req.payload.db.findOne<User>({
    collection: 'users',
    where: { email: { equals: email.toLowerCase().trim() } },
    req,
  })
  const locked = Boolean(user?.lockUntil && Date.parse(user.lockUntil) > Date.now())
  if (user && !locked && !user.awaitingConfirmation) return args
  await spendPasswordCheck(password)
  if (user?.awaitingConfirmation) throw new AuthenticationError(req.t)
  return args
}
