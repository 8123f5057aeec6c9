import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`reports_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer NOT NULL,
  	\`kind\` text DEFAULT 'aerial' NOT NULL,
  	\`caption\` text NOT NULL,
  	\`source\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reports_images_order_idx\` ON \`reports_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reports_images_parent_id_idx\` ON \`reports_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_images_file_idx\` ON \`reports_images\` (\`file_id\`);`)
  await db.run(sql`ALTER TABLE \`property_snapshots\` ADD \`position_source\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`reports_images\`;`)
  await db.run(sql`ALTER TABLE \`property_snapshots\` DROP COLUMN \`position_source\`;`)
}
