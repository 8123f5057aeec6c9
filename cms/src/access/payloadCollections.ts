import type { Access, CollectionBeforeChangeHook, Field, PayloadHandler, SanitizedConfig } from 'payload'

import { hasRole } from './hasRole.ts'
import { RuleRefusal } from './refusal.ts'

const nobody = () => false
const staff = hasRole('editor', 'valuer')
const staffAnd =
  (access: Access | undefined): Access =>
  (args) =>
    staff(args) && access ? access(args) : false

/** Payload makes and refreshes locks directly; through REST staff only take over or let go. */
const takeOverOnly: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req: { user } }) => {
  if (!user) return data // the system's own
  const target = (lock: Record<string, unknown> | undefined) => {
    const document = lock?.document as { relationTo?: string; value?: unknown } | null | undefined
    const value = document?.value as { id?: unknown } | string | number | undefined
    return JSON.stringify([
      document?.relationTo,
      typeof value === 'object' ? value?.id : value,
      lock?.globalSlug,
    ])
  }
  const next = data.user as { relationTo?: string; value?: unknown } | undefined
  const takingOver =
    operation === 'update' &&
    next?.relationTo === 'users' &&
    next.value === user.id &&
    target({ ...originalDoc, ...data }) === target(originalDoc)
  if (takingOver) return data
  throw new RuleRefusal('An edit lock is taken over only by the one taking it.', 403)
}

/** When a document was made and last changed are Payload's to write, as are an account's sessions. */
function sealSystemFields(fields: Field[]) {
  for (const field of fields)
    if (field.type === 'date' && ['createdAt', 'updatedAt'].includes(field.name))
      field.access = { ...field.access, create: nobody, update: nobody }
}

/** Endpoints Payload adds to every collection or global, dropped where they have nothing to serve. */
const versionEndpoints = new Set(['get /versions', 'get /versions/:id', 'post /versions/:id'])
const endpointKey = (endpoint: { method: string; path: string }) =>
  `${endpoint.method.toLowerCase()} ${endpoint.path}`

/** Deleting a preference that is not there is a 404 (Payload's own query fails with a 500). */
const deleteOwnPreference =
  (handler: PayloadHandler): PayloadHandler =>
  async (req) => {
    const { totalDocs } = await req.payload.count({
      collection: 'payload-preferences',
      where: { key: { equals: req.routeParams?.key }, 'user.value': { equals: req.user?.id } },
      req,
    })
    if (totalDocs === 0) return Response.json({ message: 'You have no such preference.' }, { status: 404 })
    return handler(req)
  }

/** Content staff copy (a page, a post, a template); an order's records and people are never duplicated. */
const duplicable = new Set(['pages', 'posts', 'faqs', 'report-templates'])

/** Payload's own collections are open to any signed-in user by default. */
export function restrictPayloadCollections(config: SanitizedConfig): SanitizedConfig {
  const admins = hasRole()
  for (const collection of config.collections) {
    sealSystemFields(collection.fields)
    // Versions, e-mail verification and duplicates answered a 500 or made copies nobody should have.
    if (!duplicable.has(collection.slug)) collection.disableDuplicate = true
    if (Array.isArray(collection.endpoints))
      collection.endpoints = collection.endpoints.filter(
        (endpoint) =>
          !(versionEndpoints.has(endpointKey(endpoint)) && !collection.versions) &&
          !(endpointKey(endpoint) === 'post /verify/:id' && !(collection.auth && collection.auth.verify)) &&
          !(endpointKey(endpoint) === 'post /:id/duplicate' && collection.disableDuplicate),
      )
    if (collection.slug === 'payload-locked-documents') {
      collection.access = { ...collection.access, read: staff, create: nobody, update: staff, delete: staff }
      collection.hooks.beforeChange = [...(collection.hooks.beforeChange ?? []), takeOverOnly]
    }
    if (collection.slug === 'payload-preferences') {
      // Payload's own access lets any signed-in user keep preferences: staff alone keep theirs.
      const { read, update, delete: remove } = collection.access
      collection.access = {
        ...collection.access,
        create: staff,
        read: staffAnd(read),
        update: staffAnd(update),
        delete: staffAnd(remove),
      }
      for (const endpoint of collection.endpoints || [])
        if (endpointKey(endpoint) === 'delete /:key') endpoint.handler = deleteOwnPreference(endpoint.handler)
    }
    if (collection.slug === 'payload-migrations')
      collection.access = {
        ...collection.access,
        read: admins,
        create: nobody,
        update: nobody,
        delete: nobody,
      }
    if (collection.slug === 'users')
      for (const field of collection.fields)
        if (field.type === 'array' && field.name === 'sessions')
          field.access = { ...field.access, create: nobody }
  }
  for (const global of config.globals) {
    sealSystemFields(global.fields)
    if (Array.isArray(global.endpoints) && !global.versions)
      global.endpoints = global.endpoints.filter((endpoint) => !versionEndpoints.has(endpointKey(endpoint)))
    if (global.slug === 'payload-jobs-stats')
      global.access = { ...global.access, read: admins, update: nobody }
  }
  return config
}
