import type { Payload } from 'payload'

import type { User } from '@valuedesk/cms'
import type { UserPatch } from '@valuedesk/domain'
import type { z } from 'zod'

import { asCaller } from '../http/caller.ts'

/** A new e-mail address is held until its link is followed (holdEmailChange, on every door). */
export const updateOwnAccount = (payload: Payload, user: User, patch: z.infer<typeof UserPatch>) =>
  payload.update({
    collection: 'users',
    id: user.id,
    data: { email: patch.Email, firstName: patch.FirstName, lastName: patch.LastName },
    ...asCaller(user),
  })
