import type { Payload } from 'payload'

import { AppError } from '@valuedesk/domain'
import type { RegisterRequest } from '@valuedesk/domain'
import type { z } from 'zod'

import { logIn } from '../auth/auth.service.ts'

/** A customer account, signed in at once. Roles are never taken from the request. */
export async function registerCustomer(payload: Payload, input: z.infer<typeof RegisterRequest>) {
  const email = input.Email.toLowerCase()
  const taken = await payload.count({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  if (taken.totalDocs > 0)
    throw AppError.conflict('An account with this e-mail address exists. Log in, or reset your password.')
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email,
      password: input.Password,
      firstName: input.FirstName,
      lastName: input.LastName,
      roles: ['customer'],
    },
  })
  return logIn(payload, email, input.Password)
}
