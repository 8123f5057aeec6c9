import { randomUUID } from 'node:crypto'
import { getFieldsToSign, jwtSign, type Payload } from 'payload'

import { unmatchableHash, type User } from '@valuedesk/cms'
import { GUEST_EMAIL_DOMAIN, personName } from '@valuedesk/domain'

/** Written straight to the database: Payload's create would hash a password nobody types (~80 ms). */
export async function createGuestCustomer(payload: Payload): Promise<{ user: User; token: string }> {
  const { auth } = payload.collections.users.config
  const now = new Date()
  const session = {
    id: randomUUID(),
    createdAt: now,
    expiresAt: new Date(now.getTime() + auth.tokenExpiration * 1000),
  }
  const email = `guest-${randomUUID()}@${GUEST_EMAIL_DOMAIN}`
  const data = {
    email,
    // The title staff screens show (Users' setDisplayName hook does not run on this direct write).
    displayName: personName({ email }),
    roles: ['customer'],
    guest: true,
    ...unmatchableHash(),
    loginAttempts: 0,
    sessions: auth.useSessions ? [session] : [],
  }
  const user = {
    ...((await payload.db.create({ collection: 'users', data })) as User),
    collection: 'users' as const,
  }
  const sid = auth.useSessions ? session.id : undefined
  const { token } = await jwtSign({
    fieldsToSign: getFieldsToSign({
      collectionConfig: payload.collections.users.config,
      email: user.email,
      sid,
      user,
    }),
    secret: payload.secret,
    tokenExpiration: auth.tokenExpiration,
  })
  return { user, token }
}
