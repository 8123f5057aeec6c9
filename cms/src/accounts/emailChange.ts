import type { Payload, PayloadRequest } from 'payload'

import { AppError } from '@valuedesk/domain'

import { addressChangingEmail, addressHasAccountEmail, confirmNewAddressEmail } from '../email/templates.ts'
import { queueEmail } from '../jobs/sendEmail.ts'
import type { User } from '../payload-types.ts'
import { EMAIL_LINK_MINUTES, hashOfToken, newEmailLink } from './emailLinks.ts'
import { passwordMatches } from './passwordHash.ts'
import { resetPageLink } from './passwordReset.ts'
import { limitSends } from './sendLimits.ts'

/** The one asking sees the same pending change either way, so the call tells nobody who has an account. */
export async function holdNewAddress(req: PayloadRequest, account: User, wanted: string) {
  await limitSends(
    req.payload,
    'emailChange',
    { to: wanted, field: 'Email', caller: `user:${req.user!.id}` },
    req,
  )
  const taken = await req.payload.db.findOne({
    collection: 'users',
    where: { email: { equals: wanted } },
    req,
  })
  const link = taken ? undefined : newEmailLink()
  const content = link
    ? confirmNewAddressEmail(link.href, EMAIL_LINK_MINUTES)
    : addressHasAccountEmail(resetPageLink())
  await queueEmail(req.payload, { to: wanted, ...content }, req)
  await queueEmail(
    req.payload,
    { to: account.email, ...addressChangingEmail({ firstName: account.firstName, newEmail: wanted }) },
    req,
  )
  return {
    pendingEmail: wanted,
    emailTokenHash: link?.kept.emailTokenHash ?? null,
    emailTokenExpiresAt: link?.kept.emailTokenExpiresAt ?? null,
  }
}

const expired = () =>
  AppError.validation({ Token: ['This link has expired or was already used. Ask for a new one.'] })

/** The password makes the link alone worth nothing: a taken-over session cannot move the account away. */
export async function confirmEmail(payload: Payload, token: string, password: string): Promise<string> {
  const account = await payload.db.findOne<User & { hash?: string; salt?: string }>({
    collection: 'users',
    where: { emailTokenHash: { equals: hashOfToken(token) } },
  })
  // A guest's token is a link to claim its order (accounts/orderClaim.ts), never an address to confirm.
  if (!account?.emailTokenExpiresAt || account.guest || Date.parse(account.emailTokenExpiresAt) <= Date.now())
    throw expired()
  if (!(await passwordMatches(password, account)))
    throw AppError.validation({
      Password: ['That is not the password of this account. If you did not ask for this, ignore the link.'],
    })
  const email = account.pendingEmail ?? account.email
  // As no one: the address is set directly, the link being the confirmation.
  await payload
    .update({
      collection: 'users',
      id: account.id,
      overrideAccess: true,
      depth: 0,
      data: {
        email,
        pendingEmail: null,
        emailTokenHash: null,
        emailTokenExpiresAt: null,
        awaitingConfirmation: false,
      },
    })
    .catch((error: Error & { data?: { errors?: { path?: string }[] } }) => {
      if (error.data?.errors?.some((issue) => issue.path === 'email'))
        throw AppError.conflict('That address has an account of its own now; nothing changed.')
      throw error
    })
  return email
}
