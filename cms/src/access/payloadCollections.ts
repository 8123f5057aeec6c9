import type { SanitizedConfig } from 'payload'

import { hasRole } from './hasRole.ts'

/**
 * Payload adds collections of its own (edit locks, migrations) that any signed-in user may read.
 * Edit locks are for the staff who use the admin, migrations for admins; customers see neither.
 */
export function restrictPayloadCollections(config: SanitizedConfig): SanitizedConfig {
  const staff = hasRole('editor', 'valuer')
  const admins = hasRole()
  for (const collection of config.collections) {
    if (collection.slug === 'payload-locked-documents')
      collection.access = { ...collection.access, read: staff, create: staff, update: staff, delete: staff }
    if (collection.slug === 'payload-migrations')
      collection.access = {
        ...collection.access,
        read: admins,
        create: admins,
        update: admins,
        delete: admins,
      }
  }
  return config
}
