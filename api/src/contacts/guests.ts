import { randomBytes, randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import type { User } from '@valuedesk/cms'

/**
 * An account for one order placed without signing up. Its login is made up and its password is
 * random and never shown, so the only way in is the session token handed back when it is made:
 * knowing someone's e-mail address never opens their orders.
 */
export async function createGuestCustomer(payload: Payload): Promise<{ user: User; token: string }> {
  const email = `guest-${randomUUID()}@guests.valuedesk.invalid`
  const password = randomBytes(24).toString('base64url')
  const user = await payload.create({ collection: 'users', data: { email, password, roles: ['customer'], guest: true }, overrideAccess: true })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { user, token: token! }
}
