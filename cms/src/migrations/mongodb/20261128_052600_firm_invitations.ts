import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-mongodb'

/**
 * As on SQL: earlier versions made an invited colleague's account inside the firm before anyone agreed; those never
 * taken up (no password chosen from the link) leave the firm. Their owner joins by accepting a new invitation.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const session = req.transactionID ? payload.db.sessions[await req.transactionID] : undefined
  await payload.db.collections.users?.updateMany(
    {
      invitedAt: { $ne: null },
      invitationAcceptedAt: null,
      roles: { $nin: ['admin', 'editor', 'valuer'] },
    },
    { $set: { businessBranches: [] } },
    { session },
  )
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Who was enrolled without agreeing is not put back.
}
