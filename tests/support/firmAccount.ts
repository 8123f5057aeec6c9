import type { TestServer } from './testServer.ts'

type Admin = Awaited<ReturnType<TestServer['signIn']>>['user']

/**
 * An admin grants a firm an account, up to `limitDollars` (GST included), as the firm's page in /admin saves it:
 * Payload's access and the Businesses guards as that admin, the same as through /cms-api. The only way a firm
 * comes to order on account (then a member, or the admin, chooses one invoice a month).
 */
export const grantAccount = (server: TestServer, admin: Admin, firmId: number, limitDollars: number | null) =>
  server.payload.update({
    collection: 'businesses',
    id: firmId,
    data: { accountLimit: limitDollars },
    user: { ...admin, collection: 'users' },
    overrideAccess: false,
    depth: 0,
  })
