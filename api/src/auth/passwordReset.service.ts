import type { Payload } from 'payload'

import { env, queueEmail, resetPasswordEmail } from '@valuedesk/cms'

import { AppError } from '@valuedesk/domain'

const LINK_MINUTES = 60

/**
 * Sends a reset link when the address belongs to an account that can log in. The caller always
 * gets the same answer, so the call cannot be used to learn who has an account.
 */
export async function requestPasswordReset(payload: Payload, email: string): Promise<void> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email.toLowerCase() } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const user = docs[0]
  if (!user || user.guest) return
  const token = await payload.forgotPassword({
    collection: 'users',
    data: { email: user.email },
    disableEmail: true,
  })
  if (!token) return
  const content = resetPasswordEmail(
    `${env.SERVER_URL}/reset-password?token=${encodeURIComponent(token)}`,
    LINK_MINUTES,
  )
  await queueEmail(payload, { to: user.email, ...content })
}

/** Sets the new password if the token is current and unused; Payload clears it on use. */
export async function submitPasswordReset(payload: Payload, token: string, password: string): Promise<void> {
  await payload
    .resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true })
    .catch((error: { status?: number }) => {
      if ((error.status ?? 500) < 500)
        throw AppError.validation({
          Token: ['This link has expired or was already used. Ask for a new one.'],
        })
      throw error
    })
}
