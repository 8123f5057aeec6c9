import type { CollectionBeforeOperationHook } from 'payload'

import { limitSends } from '../accounts/sendLimits.ts'

/**
 * Payload's own forgot-password e-mail (GraphQL's forgotPasswordUsers, the Local API) counts against the same
 * limits as ours; /cms-api's REST call and /api's use accounts/passwordReset.ts, which counts before it asks
 * Payload for a token without an e-mail.
 */
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
