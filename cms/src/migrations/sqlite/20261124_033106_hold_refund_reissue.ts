import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`valuations\` ADD \`hold_since\` text;`)
  await db.run(sql`ALTER TABLE \`valuations\` ADD \`hold_reason\` text;`)
  await db.run(sql`ALTER TABLE \`reports\` ADD \`version\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`reports\` ADD \`reissue_reason\` text;`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`refund_at\` text;`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`refund_reason\` text;`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`refund_stripe_refund_id\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`valuations\` DROP COLUMN \`hold_since\`;`)
  await db.run(sql`ALTER TABLE \`valuations\` DROP COLUMN \`hold_reason\`;`)
  await db.run(sql`ALTER TABLE \`reports\` DROP COLUMN \`version\`;`)
  await db.run(sql`ALTER TABLE \`reports\` DROP COLUMN \`reissue_reason\`;`)
  await db.run(sql`ALTER TABLE \`invoices\` DROP COLUMN \`refund_at\`;`)
  await db.run(sql`ALTER TABLE \`invoices\` DROP COLUMN \`refund_reason\`;`)
  await db.run(sql`ALTER TABLE \`invoices\` DROP COLUMN \`refund_stripe_refund_id\`;`)
}
