import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`valuations\` ADD \`order_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`valuations_order_key_idx\` ON \`valuations\` (\`order_key\`);`)
  await db.run(sql`ALTER TABLE \`property_snapshots\` ADD \`order_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`property_snapshots_order_key_idx\` ON \`property_snapshots\` (\`order_key\`);`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`order_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`invoices_order_key_idx\` ON \`invoices\` (\`order_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`valuations_order_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`valuations\` DROP COLUMN \`order_key\`;`)
  await db.run(sql`DROP INDEX \`property_snapshots_order_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`property_snapshots\` DROP COLUMN \`order_key\`;`)
  await db.run(sql`DROP INDEX \`invoices_order_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`invoices\` DROP COLUMN \`order_key\`;`)
}
