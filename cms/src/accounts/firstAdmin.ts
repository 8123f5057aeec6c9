import type { BaseDatabaseAdapter, DatabaseAdapterObj, Payload, PayloadRequest, Where } from 'payload'

import { patchAdapter } from '../patchAdapter.ts'
import type { User } from '../payload-types.ts'

/** An installation "has its admin" once one account holds the admin role; guests and customers do not count. */
export const anAdmin: Where = { roles: { in: ['admin'] } }

export async function hasAdmin(payload: Payload, req?: Partial<PayloadRequest>): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: anAdmin,
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

const unconditioned = (where: Where | undefined) => !where || Object.keys(where).length === 0

/**
 * Payload asks "is there any account yet?" to decide whether /admin shows its create-first-user screen, allows
 * its first-register call (`db.findOne` on the users collection with no condition) and builds that screen's
 * form (`find` of one user, unpaginated, no condition). Here any account would answer yes: the first guest
 * order, or a customer's sign-up, would lock a new installation out of its own back office. This makes those
 * questions "is there an admin yet?"; every other lookup is untouched.
 */
export const firstUserMeansFirstAdmin = <T extends BaseDatabaseAdapter>(adapterObj: DatabaseAdapterObj<T>) =>
  patchAdapter(adapterObj, (adapter) => {
    const findOne = adapter.findOne.bind(adapter)
    const find = adapter.find.bind(adapter)
    adapter.findOne = (query) =>
      findOne(
        query.collection === 'users' && unconditioned(query.where) ? { ...query, where: anAdmin } : query,
      )
    adapter.find = (query) =>
      find(
        query.collection === 'users' &&
          unconditioned(query.where) &&
          query.limit === 1 &&
          query.pagination === false
          ? { ...query, where: anAdmin }
          : query,
      )
  })

/** "Jane Citizen" as the account keeps it: the first word the first name, the rest the last. */
const nameFields = (name: string | undefined) => {
  const [firstName, ...rest] = name?.trim().split(/\s+/).filter(Boolean) ?? []
  return firstName ? { firstName, lastName: rest.join(' ') || null } : {}
}

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD (both set) give an installation without an admin its first one, on any start:
 * a new account, or the account already using that address (a customer who signed up with it) promoted and
 * given that password. Once an admin exists they change nothing, and the log says so. The name (ADMIN_NAME) is
 * what invitations the admin sends say; a promoted account keeps the name it has.
 */
export async function ensureFirstAdmin(
  payload: Payload,
  email: string | undefined,
  password: string | undefined,
  name?: string,
) {
  if (!email || !password) return
  if (await hasAdmin(payload)) {
    payload.logger.info(
      `ADMIN_EMAIL is set, but an admin exists already: ${email} was not created or changed.`,
    )
    return
  }
  const existing = (
    await payload.find({
      collection: 'users',
      where: { email: { equals: email.toLowerCase() } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0] as User | undefined
  if (!existing) {
    await payload.create({
      collection: 'users',
      data: { email, password, roles: ['admin'], ...nameFields(name) },
      overrideAccess: true,
    })
    payload.logger.info(`No admin existed: created the first admin, ${email} (ADMIN_EMAIL).`)
    return
  }
  await payload.update({
    collection: 'users',
    id: existing.id,
    data: {
      password,
      roles: ['admin'],
      awaitingConfirmation: false,
      ...(existing.firstName || existing.lastName ? {} : nameFields(name)),
    },
    overrideAccess: true,
  })
  payload.logger.info(`No admin existed: ${email}'s existing account is now the admin (ADMIN_EMAIL).`)
}
