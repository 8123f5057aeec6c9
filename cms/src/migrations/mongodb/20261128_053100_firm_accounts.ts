import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-mongodb'

/**
 * As on SQL: invoicing per month was a firm's own choice until now; no admin granted it, so no firm keeps it.
 * Orders already on account are still invoiced at the month's end; the next ones are paid first until an admin
 * grants the firm an account.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const session = req.transactionID ? payload.db.sessions[await req.transactionID] : undefined
  await payload.db.collections.businesses?.updateMany(
    { invoicing: 'per-month' },
    { $set: { invoicing: 'per-order' } },
    { session },
  )
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Which firms had chosen it themselves is not kept: an admin grants the account again.
}
