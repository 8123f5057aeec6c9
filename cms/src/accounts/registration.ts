import type { Payload, TaskConfig } from 'payload'

import { addressHasAccountEmail, confirmSignUpEmail } from '../email/templates.ts'
import { queueEmail } from '../jobs/sendEmail.ts'
import type { User } from '../payload-types.ts'
import { EMAIL_LINK_MINUTES, newEmailLink } from './emailLinks.ts'
import { resetPageLink } from './passwordReset.ts'
import { passwordHash } from './passwordHash.ts'
import { limitSends } from './sendLimits.ts'

export type SignUp = { email: string; password: string; firstName: string; lastName: string }

/** The password is hashed for every address alike, so the answer and its time tell the caller nothing. */
export async function requestSignUp(payload: Payload, signUp: SignUp, caller: string): Promise<void> {
  const email = signUp.email.trim().toLowerCase()
  await limitSends(payload, 'registration', { to: email, field: 'Email', caller })
  const { hash, salt } = await passwordHash(signUp.password)
  await payload.jobs.queue({
    task: 'signUp',
    input: { email, firstName: signUp.firstName, lastName: signUp.lastName, hash, salt },
  })
}

/** Written straight to the database: Payload's create would hash the password again. */
export const signUpTask: TaskConfig<'signUp'> = {
  slug: 'signUp',
  label: 'Open a customer account, or tell the address it has one',
  retries: 3,
  inputSchema: [
    { name: 'email', type: 'text', required: true },
    { name: 'firstName', type: 'text', required: true },
    { name: 'lastName', type: 'text', required: true },
    { name: 'hash', type: 'text', required: true },
    { name: 'salt', type: 'text', required: true },
  ],
  handler: async ({ input, req }) => {
    const existing = await req.payload.db.findOne<User>({
      collection: 'users',
      where: { email: { equals: input.email } },
      req,
    })
    if (existing && !existing.awaitingConfirmation) {
      await queueEmail(req.payload, { to: input.email, ...addressHasAccountEmail(resetPageLink()) }, req)
      return { output: {} }
    }
    const link = newEmailLink()
    const signUp = {
      firstName: input.firstName,
      lastName: input.lastName,
      hash: input.hash,
      salt: input.salt,
      ...link.kept,
    }
    if (existing)
      await req.payload.db.updateOne({
        collection: 'users',
        where: { id: { equals: existing.id } },
        data: signUp,
        req,
      })
    else
      await req.payload.db.create({
        collection: 'users',
        data: {
          ...signUp,
          email: input.email,
          roles: ['customer'],
          awaitingConfirmation: true,
          loginAttempts: 0,
        },
        req,
      })
    await queueEmail(
      req.payload,
      { to: input.email, ...confirmSignUpEmail(link.href, EMAIL_LINK_MINUTES) },
      req,
    )
    return { output: {} }
  },
}
