import { AuthenticationError, type CollectionBeforeOperationHook } from 'payload'

import { spendPasswordCheck } from '../accounts/passwordHash.ts'
import type { User } from '../payload-types.ts'

/** Payload answers unknown addresses faster: the same PBKDF2 check is spent first, on nothing. */
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
