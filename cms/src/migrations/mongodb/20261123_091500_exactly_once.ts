import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-mongodb'

// MongoDB takes its collections and indexes from the collection configs (database.ts builds the indexes at connect);
// what its migrations carry is the data the SQL migrations change.

/** As on SQL: Stripe events recorded before claims existed were recorded once applied. */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await payload.db.updateMany({ collection: 'stripe-events', where: { outcome: { exists: false } }, data: { outcome: 'applied' }, req, returning: false })
}

/** Nothing to undo: an older version ignores the outcome. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
