import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`practices\` ADD \`legal_name\` text;`)
  await db.run(sql`ALTER TABLE \`practices\` ADD \`abn\` text;`)
  await db.run(sql`ALTER TABLE \`practices\` ADD \`logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`practices\` ADD \`indemnity_statement\` text;`)
  await db.run(sql`CREATE INDEX \`practices_logo_idx\` ON \`practices\` (\`logo_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_practices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`is_default\` integer DEFAULT false,
  	\`email\` text,
  	\`phone\` text,
  	\`address\` text,
  	\`liability_scheme\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_practices\`("id", "name", "is_default", "email", "phone", "address", "liability_scheme", "updated_at", "created_at") SELECT "id", "name", "is_default", "email", "phone", "address", "liability_scheme", "updated_at", "created_at" FROM \`practices\`;`)
  await db.run(sql`DROP TABLE \`practices\`;`)
  await db.run(sql`ALTER TABLE \`__new_practices\` RENAME TO \`practices\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`practices_is_default_idx\` ON \`practices\` (\`is_default\`);`)
  await db.run(sql`CREATE INDEX \`practices_updated_at_idx\` ON \`practices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`practices_created_at_idx\` ON \`practices\` (\`created_at\`);`)
}
