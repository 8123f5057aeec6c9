import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // ON DELETE set null added by hand to the property types' image, as PostgreSQL's constraint has it (drizzle's
  // ADD COLUMN leaves it out): without it SQLite refuses to delete an image a page version once showed.
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`layout\` text DEFAULT 'plain';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`eyebrow\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_property_types\` ADD \`image_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_property_types_image_idx\` ON \`pages_blocks_property_types\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`layout\` text DEFAULT 'plain';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`eyebrow\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_property_types\` ADD \`image_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_property_types_image_idx\` ON \`_pages_v_blocks_property_types\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`name\` text;`)
  // Files stored before their sent name was kept are shown by the name they have.
  await db.run(sql`UPDATE \`files\` SET \`name\` = \`filename\` WHERE \`name\` IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_property_types\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_property_types\`("_order", "_parent_id", "_path", "id", "heading", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "block_name" FROM \`pages_blocks_property_types\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_property_types\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_property_types\` RENAME TO \`pages_blocks_property_types\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_property_types_order_idx\` ON \`pages_blocks_property_types\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_property_types_parent_id_idx\` ON \`pages_blocks_property_types\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_property_types_path_idx\` ON \`pages_blocks_property_types\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_property_types\` (
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
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_property_types\`("_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name" FROM \`_pages_v_blocks_property_types\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_property_types\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_property_types\` RENAME TO \`_pages_v_blocks_property_types\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_property_types_order_idx\` ON \`_pages_v_blocks_property_types\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_property_types_parent_id_idx\` ON \`_pages_v_blocks_property_types\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_property_types_path_idx\` ON \`_pages_v_blocks_property_types\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`layout\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` DROP COLUMN \`layout\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` DROP COLUMN \`eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`files\` DROP COLUMN \`name\`;`)
}
