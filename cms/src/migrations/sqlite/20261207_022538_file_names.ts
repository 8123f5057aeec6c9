import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`files\` ADD \`name\` text;`)
  // Files stored before their sent name was kept are shown by the name they have.
  await db.run(sql`UPDATE \`files\` SET \`name\` = \`filename\` WHERE \`name\` IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`files\` DROP COLUMN \`name\`;`)
}
