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

/** Otherwise any account would lock a new installation out: "any user yet?" means "any admin yet?". */
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

/** Once an admin exists ADMIN_EMAIL and ADMIN_PASSWORD change nothing, and the log says so. */
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
