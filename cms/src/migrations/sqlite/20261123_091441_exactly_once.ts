import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`message_id\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`outbox_message_id_idx\` ON \`outbox\` (\`message_id\`);`)
  await db.run(sql`ALTER TABLE \`stripe_events\` ADD \`outcome\` text;`)
  // Events recorded before claims existed were recorded once applied.
  await db.run(sql`UPDATE \`stripe_events\` SET \`outcome\` = 'applied' WHERE \`outcome\` IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`outbox_message_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`message_id\`;`)
  await db.run(sql`ALTER TABLE \`stripe_events\` DROP COLUMN \`outcome\`;`)
}
