import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`reports\` ADD \`verification_code\` text;`)
  await db.run(sql`ALTER TABLE \`reports\` ADD \`verification_sha256\` text;`)
  await db.run(sql`ALTER TABLE \`reports\` ADD \`verification_practice\` text;`)
  await db.run(sql`ALTER TABLE \`reports\` ADD \`verification_valuer\` text;`)
  await db.run(sql`ALTER TABLE \`reports\` ADD \`verification_licences\` text;`)
  await db.run(sql`ALTER TABLE \`reports\` ADD \`verification_address\` text;`)
  await db.run(sql`ALTER TABLE \`reports\` ADD \`verification_valuation_date\` text;`)
  await db.run(sql`ALTER TABLE \`reports\` ADD \`verification_report_date\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`reports_verification_verification_code_idx\` ON \`reports\` (\`verification_code\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`reports_verification_verification_code_idx\`;`)
  await db.run(sql`ALTER TABLE \`reports\` DROP COLUMN \`verification_code\`;`)
  await db.run(sql`ALTER TABLE \`reports\` DROP COLUMN \`verification_sha256\`;`)
  await db.run(sql`ALTER TABLE \`reports\` DROP COLUMN \`verification_practice\`;`)
  await db.run(sql`ALTER TABLE \`reports\` DROP COLUMN \`verification_valuer\`;`)
  await db.run(sql`ALTER TABLE \`reports\` DROP COLUMN \`verification_licences\`;`)
  await db.run(sql`ALTER TABLE \`reports\` DROP COLUMN \`verification_address\`;`)
  await db.run(sql`ALTER TABLE \`reports\` DROP COLUMN \`verification_valuation_date\`;`)
  await db.run(sql`ALTER TABLE \`reports\` DROP COLUMN \`verification_report_date\`;`)
}
