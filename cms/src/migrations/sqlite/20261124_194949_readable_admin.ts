import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { readAndWorkOut } from '../readableCopies.ts'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`valuations\` ADD \`search_address\` text;`)
  await db.run(sql`ALTER TABLE \`valuations\` ADD \`customer_name\` text;`)
  await db.run(sql`ALTER TABLE \`valuations\` ADD \`customer_email\` text;`)
  await db.run(sql`CREATE INDEX \`valuations_search_address_idx\` ON \`valuations\` (\`search_address\`);`)
  await db.run(sql`CREATE INDEX \`valuations_customer_name_idx\` ON \`valuations\` (\`customer_name\`);`)
  await db.run(sql`CREATE INDEX \`valuations_customer_email_idx\` ON \`valuations\` (\`customer_email\`);`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`search_address\` text;`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`customer_name\` text;`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`customer_email\` text;`)
  await db.run(sql`CREATE INDEX \`invoices_search_address_idx\` ON \`invoices\` (\`search_address\`);`)
  await db.run(sql`CREATE INDEX \`invoices_customer_name_idx\` ON \`invoices\` (\`customer_name\`);`)
  await db.run(sql`CREATE INDEX \`invoices_customer_email_idx\` ON \`invoices\` (\`customer_email\`);`)
  await db.run(sql`ALTER TABLE \`contacts\` ADD \`display_name\` text;`)
  await db.run(sql`CREATE INDEX \`contacts_display_name_idx\` ON \`contacts\` (\`display_name\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`display_name\` text;`)
  await db.run(sql`CREATE INDEX \`users_display_name_idx\` ON \`users\` (\`display_name\`);`)
  // Rows made before: their names and copies, by the rules the hook and the lifecycle keep them with.
  for (const { table, id, set } of await readAndWorkOut(async <T>(query: string) => (await db.all(sql.raw(query))) as T[])) {
    const columns = Object.entries(set).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`)
    await db.run(sql`UPDATE ${sql.identifier(table)} SET ${sql.join(columns, sql`, `)} WHERE id = ${id}`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`valuations_search_address_idx\`;`)
  await db.run(sql`DROP INDEX \`valuations_customer_name_idx\`;`)
  await db.run(sql`DROP INDEX \`valuations_customer_email_idx\`;`)
  await db.run(sql`ALTER TABLE \`valuations\` DROP COLUMN \`search_address\`;`)
  await db.run(sql`ALTER TABLE \`valuations\` DROP COLUMN \`customer_name\`;`)
  await db.run(sql`ALTER TABLE \`valuations\` DROP COLUMN \`customer_email\`;`)
  await db.run(sql`DROP INDEX \`invoices_search_address_idx\`;`)
  await db.run(sql`DROP INDEX \`invoices_customer_name_idx\`;`)
  await db.run(sql`DROP INDEX \`invoices_customer_email_idx\`;`)
  await db.run(sql`ALTER TABLE \`invoices\` DROP COLUMN \`search_address\`;`)
  await db.run(sql`ALTER TABLE \`invoices\` DROP COLUMN \`customer_name\`;`)
  await db.run(sql`ALTER TABLE \`invoices\` DROP COLUMN \`customer_email\`;`)
  await db.run(sql`DROP INDEX \`contacts_display_name_idx\`;`)
  await db.run(sql`ALTER TABLE \`contacts\` DROP COLUMN \`display_name\`;`)
  await db.run(sql`DROP INDEX \`users_display_name_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`display_name\`;`)
}
