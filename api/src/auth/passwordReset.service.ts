import type { Payload } from 'payload'

import { AppError } from '@valuedesk/domain'

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
