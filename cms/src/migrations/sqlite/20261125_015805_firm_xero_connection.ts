import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`xero_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`xero_invoice_id\` text;`)
  await db.run(sql`CREATE INDEX \`invoices_xero_xero_invoice_id_idx\` ON \`invoices\` (\`xero_invoice_id\`);`)
  await db.run(sql`ALTER TABLE \`businesses\` ADD \`xero_tenant_name\` text;`)
  await db.run(sql`ALTER TABLE \`businesses\` ADD \`xero_tenant_id\` text;`)
  await db.run(sql`ALTER TABLE \`businesses\` ADD \`xero_connected_at\` text;`)
  await db.run(sql`ALTER TABLE \`businesses\` ADD \`xero_connected_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`businesses\` ADD \`xero_refresh_token\` text;`)
  await db.run(sql`ALTER TABLE \`businesses\` ADD \`xero_pending_state_hash\` text;`)
  await db.run(sql`ALTER TABLE \`businesses\` ADD \`xero_pending_user_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`businesses\` ADD \`xero_pending_until\` text;`)
  await db.run(sql`CREATE INDEX \`businesses_xero_xero_connected_by_idx\` ON \`businesses\` (\`xero_connected_by_id\`);`)
  await db.run(sql`CREATE INDEX \`businesses_xero_xero_pending_user_idx\` ON \`businesses\` (\`xero_pending_user_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_businesses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`trading_name\` text,
  	\`abn\` text NOT NULL,
  	\`email\` text,
  	\`phone\` text,
  	\`website\` text,
  	\`invoicing\` text DEFAULT 'per-order',
  	\`reminder_lead_weeks\` numeric DEFAULT 6,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_businesses\`("id", "name", "trading_name", "abn", "email", "phone", "website", "invoicing", "reminder_lead_weeks", "updated_at", "created_at") SELECT "id", "name", "trading_name", "abn", "email", "phone", "website", "invoicing", "reminder_lead_weeks", "updated_at", "created_at" FROM \`businesses\`;`)
  await db.run(sql`DROP TABLE \`businesses\`;`)
  await db.run(sql`ALTER TABLE \`__new_businesses\` RENAME TO \`businesses\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`businesses_abn_idx\` ON \`businesses\` (\`abn\`);`)
  await db.run(sql`CREATE INDEX \`businesses_updated_at_idx\` ON \`businesses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`businesses_created_at_idx\` ON \`businesses\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`invoices_xero_xero_invoice_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`invoices\` DROP COLUMN \`xero_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`invoices\` DROP COLUMN \`xero_invoice_id\`;`)
}
