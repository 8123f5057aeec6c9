import type { Payload } from 'payload'

/** On a start with no users, ADMIN_EMAIL and ADMIN_PASSWORD (when both are set) become the first admin. */
export async function createFirstAdmin(
  payload: Payload,
  email: string | undefined,
  password: string | undefined,
) {
  if (!email || !password) return
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  await payload.create({
    collection: 'users',
    data: { email, password, roles: ['admin'] },
    overrideAccess: true,
  })
  payload.logger.info(`Created the first admin, ${email}`)
}
