import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { MINUTE_MS } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import { resetPasswordEmail } from '../email/templates.ts'
import { env } from '../env.ts'
import { queueEmail } from '../jobs/sendEmail.ts'
import type { User } from '../payload-types.ts'
import { limitSends, type Send } from './sendLimits.ts'

export const RESET_LINK_MINUTES = 60

export const resetPageLink = (token?: string) =>
  `${env.SERVER_URL}/reset-password${token ? `?token=${encodeURIComponent(token)}` : ''}`

/** Staff reset in the admin they sign in to; customers on the site. */
const resetLink = (user: User, token: string) =>
  checkRole(['admin', 'editor', 'valuer'], user)
    ? `${env.SERVER_URL}/admin/reset/${encodeURIComponent(token)}`
    : resetPageLink(token)

export async function issueResetToken(req: PayloadRequest, email: string, minutes = RESET_LINK_MINUTES) {
  const token = await req.payload.forgotPassword({
    collection: 'users',
    data: { email },
    disableEmail: true,
    req,
  })
  if (token && minutes !== RESET_LINK_MINUTES)
    await req.payload.db.updateOne({
      collection: 'users',
      where: { email: { equals: email } },
      data: { resetPasswordExpiration: new Date(Date.now() + minutes * MINUTE_MS).toISOString() },
      req,
    })
  return token
}

/** Looked up and e-mailed off the answer's path, so the answer cannot tell who has an account. */
export async function requestPasswordReset(
  payload: Payload,
  send: Send,
  req?: Parameters<typeof limitSends>[3],
): Promise<void> {
  await limitSends(payload, 'passwordReset', send, req)
  await payload.jobs.queue({ task: 'sendPasswordReset', input: { email: send.to.trim().toLowerCase() } })
}

export const sendPasswordResetTask: TaskConfig<'sendPasswordReset'> = {
  slug: 'sendPasswordReset',
  label: 'Send a password reset link',
  retries: 3,
  inputSchema: [{ name: 'email', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    const user = await req.payload.db.findOne<User>({
      collection: 'users',
      where: { email: { equals: input.email } },
      req,
    })
    if (!user || user.guest) return { output: {} }
    const token = await issueResetToken(req, user.email)
    if (token)
      await queueEmail(
        req.payload,
        { to: user.email, ...resetPasswordEmail(resetLink(user, token), RESET_LINK_MINUTES) },
        req,
      )
    return { output: {} }
  },
}
