import { APIError, type CollectionBeforeChangeHook, type Field, type SanitizedConfig } from 'payload'

import { hasRole } from './hasRole.ts'

const nobody = () => false

/**
 * An edit lock changes hands only by a take-over: the one taking it names themself. Payload makes and
 * refreshes locks in the database directly; through its REST API staff only take over or let go.
 */
const takeOverOnly: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req: { user } }) => {
  if (!user) return data // the system's own
  const target = (lock: Record<string, unknown> | undefined) => {
    const document = lock?.document as { relationTo?: string; value?: unknown } | null | undefined
    const value = document?.value as { id?: unknown } | string | number | undefined
    return JSON.stringify([document?.relationTo, typeof value === 'object' ? value?.id : value, lock?.globalSlug])
  }
  const next = data.user as { relationTo?: string; value?: unknown } | undefined
  const takingOver =
    operation === 'update' &&
    next?.relationTo === 'users' &&
    next.value === user.id &&
    target({ ...originalDoc, ...data }) === target(originalDoc)
  if (takingOver) return data
  throw new APIError('An edit lock is taken over only by the one taking it.', 403, undefined, true)
}

/** When a document was made and last changed are Payload's to write, as are an account's sessions. */
function sealSystemFields(fields: Field[]) {
  for (const field of fields)
    if (field.type === 'date' && ['createdAt', 'updatedAt'].includes(field.name))
      field.access = { ...field.access, create: nobody, update: nobody }
}

/**
 * Payload adds collections and a global of its own that any signed-in user may read or write (edit locks,
 * preferences, migrations, the jobs' statistics). Edit locks and preferences are for the staff who use the
 * admin, migrations for admins to read; Payload alone writes locks, migrations and statistics. Timestamps
 * and sessions are Payload's, in every collection.
 */
export function restrictPayloadCollections(config: SanitizedConfig): SanitizedConfig {
  const staff = hasRole('editor', 'valuer')
  const admins = hasRole()
  for (const collection of config.collections) {
    sealSystemFields(collection.fields)
    if (collection.slug === 'payload-locked-documents') {
      collection.access = { ...collection.access, read: staff, create: nobody, update: staff, delete: staff }
      collection.hooks.beforeChange = [...(collection.hooks.beforeChange ?? []), takeOverOnly]
    }
    if (collection.slug === 'payload-preferences') collection.access = { ...collection.access, create: staff }
    if (collection.slug === 'payload-migrations')
      collection.access = { ...collection.access, read: admins, create: nobody, update: nobody, delete: nobody }
    if (collection.slug === 'users')
      for (const field of collection.fields)
        if (field.type === 'array' && field.name === 'sessions') field.access = { ...field.access, create: nobody }
  }
  for (const global of config.globals) {
    sealSystemFields(global.fields)
    if (global.slug === 'payload-jobs-stats') global.access = { ...global.access, update: nobody }
  }
  return config
}
