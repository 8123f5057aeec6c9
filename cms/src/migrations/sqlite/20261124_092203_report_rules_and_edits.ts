import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`reports_rule_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`rule\` text NOT NULL,
  	\`note\` text NOT NULL,
  	\`by_id\` integer,
  	\`by_name\` text,
  	\`at\` text NOT NULL,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reports_rule_notes_order_idx\` ON \`reports_rule_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reports_rule_notes_parent_id_idx\` ON \`reports_rule_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_rule_notes_by_idx\` ON \`reports_rule_notes\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`reports_edits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	\`by_name\` text,
  	\`changes\` text NOT NULL,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reports_edits_order_idx\` ON \`reports_edits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reports_edits_parent_id_idx\` ON \`reports_edits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_edits_by_idx\` ON \`reports_edits\` (\`by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`reports_rule_notes\`;`)
  await db.run(sql`DROP TABLE \`reports_edits\`;`)
}
