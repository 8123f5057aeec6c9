import type { CollectionBeforeOperationHook } from 'payload'

import { limitSends } from '../accounts/sendLimits.ts'

/** Payload's own forgot-password e-mail counts against the same limits as ours. */
export const limitPayloadResetEmails: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'forgotPassword' || args.disableEmail) return args
  const email = (args.data as { email?: unknown } | undefined)?.email
  if (typeof email === 'string')
    await limitSends(
      req.payload,
      'passwordReset',
      { to: email, field: 'email', caller: req.user ? `user:${req.user.id}` : undefined },
      req,
    )
  return args
}
