import type { Migration } from 'payload'

// MongoDB needs no schema migrations: Payload creates its collections and indexes on connect.
// Data migrations for MongoDB go here, created with `payload migrate:create` against a mongodb:// URL.
export const migrations: Migration[] = []
