import type { Migration } from 'payload'

import type { Dialect } from './database.ts'

export async function migrationsFor(dialect: Dialect): Promise<Migration[]> {
  // Generated migrations type their argument precisely; Payload's list takes `unknown`.
  if (dialect === 'sqlite')
    return (await import('./migrations/sqlite/index.ts')).migrations as unknown as Migration[]
  if (dialect === 'postgres')
    return (await import('./migrations/postgres/index.ts')).migrations as unknown as Migration[]
  return (await import('./migrations/mongodb/index.ts')).migrations as unknown as Migration[]
}
