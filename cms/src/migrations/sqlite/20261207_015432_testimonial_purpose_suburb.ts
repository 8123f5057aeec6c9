import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // ON DELETE set null added by hand, as PostgreSQL's constraint has it (drizzle's ADD COLUMN leaves it out): without
  // it no media item a page's version ever showed as its preview could be deleted.
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials_testimonials\` ADD \`purpose\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials_testimonials\` ADD \`suburb\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials_testimonials\` ADD \`state\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sample_reports\` ADD \`preview_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sample_reports\` ADD \`more_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sample_reports\` ADD \`more_href\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sample_reports_preview_idx\` ON \`pages_blocks_sample_reports\` (\`preview_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials_testimonials\` ADD \`purpose\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials_testimonials\` ADD \`suburb\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials_testimonials\` ADD \`state\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_sample_reports\` ADD \`preview_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_sample_reports\` ADD \`more_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_sample_reports\` ADD \`more_href\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sample_reports_preview_idx\` ON \`_pages_v_blocks_sample_reports\` (\`preview_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_sample_reports\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_sample_reports\`("_order", "_parent_id", "_path", "id", "heading", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "block_name" FROM \`pages_blocks_sample_reports\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sample_reports\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_sample_reports\` RENAME TO \`pages_blocks_sample_reports\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sample_reports_order_idx\` ON \`pages_blocks_sample_reports\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sample_reports_parent_id_idx\` ON \`pages_blocks_sample_reports\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sample_reports_path_idx\` ON \`pages_blocks_sample_reports\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_sample_reports\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_sample_reports\`("_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name" FROM \`_pages_v_blocks_sample_reports\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sample_reports\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_sample_reports\` RENAME TO \`_pages_v_blocks_sample_reports\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sample_reports_order_idx\` ON \`_pages_v_blocks_sample_reports\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sample_reports_parent_id_idx\` ON \`_pages_v_blocks_sample_reports\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sample_reports_path_idx\` ON \`_pages_v_blocks_sample_reports\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials_testimonials\` DROP COLUMN \`purpose\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials_testimonials\` DROP COLUMN \`suburb\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials_testimonials\` DROP COLUMN \`state\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials_testimonials\` DROP COLUMN \`purpose\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials_testimonials\` DROP COLUMN \`suburb\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials_testimonials\` DROP COLUMN \`state\`;`)
}
