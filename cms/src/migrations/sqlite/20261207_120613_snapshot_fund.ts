import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`property_snapshots\` ADD \`fund_name\` text;`)
  await db.run(sql`ALTER TABLE \`property_snapshots\` ADD \`fund_trustee\` text;`)
  await db.run(sql`ALTER TABLE \`property_snapshots\` ADD \`fund_abn\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`property_snapshots\` DROP COLUMN \`fund_name\`;`)
  await db.run(sql`ALTER TABLE \`property_snapshots\` DROP COLUMN \`fund_trustee\`;`)
  await db.run(sql`ALTER TABLE \`property_snapshots\` DROP COLUMN \`fund_abn\`;`)
}
