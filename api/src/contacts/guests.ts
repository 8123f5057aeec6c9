import { randomUUID } from 'node:crypto'
import { getFieldsToSign, jwtSign, type Payload } from 'payload'

import { unmatchableHash, type User } from '@valuedesk/cms'
import { GUEST_EMAIL_DOMAIN, personName } from '@valuedesk/domain'

/**
 * An account for one order placed without signing up, signed in: its login is made up and it has no
 * password, so the only way in is the session token handed back here. Knowing someone's e-mail
 * address never opens their orders.
 *
 * The row is written straight to the database, in one write with its session. Payload's create
 * would first hash a password (600,000 rounds of PBKDF2, ~80 ms of CPU) that nobody will ever type,
 * and its login would write the row a second time to add the session. In the password's place goes
 * a random value in the hash's format, which no password can match. Nothing else of create applies
 * to a guest: the data is fixed here, and the one hook (the first user becomes admin) must not run
 * for a guest. The token is the one Payload's login signs, with the same fields and expiry.
 */
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
