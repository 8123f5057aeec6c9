import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  // The new columns start empty: they are not copied from the old table, which has none (as generated, the copy
  // named them on both sides and failed).
  await db.run(sql`CREATE TABLE \`__new_valuations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`search_address\` text,
  	\`customer_name\` text,
  	\`customer_email\` text,
  	\`reference\` text NOT NULL,
  	\`status\` text DEFAULT '0' NOT NULL,
  	\`due_at\` text,
  	\`hold_since\` text,
  	\`hold_reason\` text,
  	\`deleted_reason\` text,
  	\`snapshot_id\` integer NOT NULL,
  	\`invoice_id\` integer,
  	\`contact_id\` integer,
  	\`purpose\` text NOT NULL,
  	\`report_kind\` text DEFAULT 'value' NOT NULL,
  	\`retrospective_date\` text,
  	\`related_party\` integer DEFAULT false,
  	\`customer_id\` integer NOT NULL,
  	\`business_id\` integer,
  	\`fund_name\` text,
  	\`fund_trustee\` text,
  	\`fund_abn\` text,
  	\`on_account_month\` text,
  	\`on_account_line\` text,
  	\`paid_at\` text,
  	\`practice_id\` integer,
  	\`valuer_id\` integer,
  	\`order_key\` text,
  	\`reminder_sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`snapshot_id\`) REFERENCES \`property_snapshots\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`invoice_id\`) REFERENCES \`invoices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`business_id\`) REFERENCES \`businesses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`practice_id\`) REFERENCES \`practices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`valuer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_valuations\`("id", "search_address", "customer_name", "customer_email", "reference", "status", "due_at", "hold_since", "hold_reason", "deleted_reason", "snapshot_id", "invoice_id", "contact_id", "purpose", "report_kind", "retrospective_date", "related_party", "customer_id", "business_id", "fund_name", "fund_trustee", "fund_abn", "paid_at", "practice_id", "valuer_id", "order_key", "reminder_sent_at", "updated_at", "created_at") SELECT "id", "search_address", "customer_name", "customer_email", "reference", "status", "due_at", "hold_since", "hold_reason", "deleted_reason", "snapshot_id", "invoice_id", "contact_id", "purpose", "report_kind", "retrospective_date", "related_party", "customer_id", "business_id", "fund_name", "fund_trustee", "fund_abn", "paid_at", "practice_id", "valuer_id", "order_key", "reminder_sent_at", "updated_at", "created_at" FROM \`valuations\`;`)
  await db.run(sql`DROP TABLE \`valuations\`;`)
  await db.run(sql`ALTER TABLE \`__new_valuations\` RENAME TO \`valuations\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`valuations_search_address_idx\` ON \`valuations\` (\`search_address\`);`)
  await db.run(sql`CREATE INDEX \`valuations_customer_name_idx\` ON \`valuations\` (\`customer_name\`);`)
  await db.run(sql`CREATE INDEX \`valuations_customer_email_idx\` ON \`valuations\` (\`customer_email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`valuations_reference_idx\` ON \`valuations\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`valuations_status_idx\` ON \`valuations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`valuations_due_at_idx\` ON \`valuations\` (\`due_at\`);`)
  await db.run(sql`CREATE INDEX \`valuations_snapshot_idx\` ON \`valuations\` (\`snapshot_id\`);`)
  await db.run(sql`CREATE INDEX \`valuations_invoice_idx\` ON \`valuations\` (\`invoice_id\`);`)
  await db.run(sql`CREATE INDEX \`valuations_contact_idx\` ON \`valuations\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`valuations_customer_idx\` ON \`valuations\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`valuations_business_idx\` ON \`valuations\` (\`business_id\`);`)
  await db.run(sql`CREATE INDEX \`valuations_on_account_on_account_month_idx\` ON \`valuations\` (\`on_account_month\`);`)
  await db.run(sql`CREATE INDEX \`valuations_practice_idx\` ON \`valuations\` (\`practice_id\`);`)
  await db.run(sql`CREATE INDEX \`valuations_valuer_idx\` ON \`valuations\` (\`valuer_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`valuations_order_key_idx\` ON \`valuations\` (\`order_key\`);`)
  await db.run(sql`CREATE INDEX \`valuations_updated_at_idx\` ON \`valuations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`valuations_created_at_idx\` ON \`valuations\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`invoices_lines\` ADD \`credited_at\` text;`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`period\` text;`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`due_on\` text;`)
  await db.run(sql`CREATE INDEX \`invoices_period_idx\` ON \`invoices\` (\`period\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_valuations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`search_address\` text,
  	\`customer_name\` text,
  	\`customer_email\` text,
  	\`reference\` text NOT NULL,
  	\`status\` text DEFAULT '0' NOT NULL,
  	\`due_at\` text,
  	\`hold_since\` text,
  	\`hold_reason\` text,
  	\`deleted_reason\` text,
  	\`snapshot_id\` integer NOT NULL,
  	\`invoice_id\` integer NOT NULL,
  	\`contact_id\` integer,
  	\`purpose\` text NOT NULL,
  	\`report_kind\` text DEFAULT 'value' NOT NULL,
  	\`retrospective_date\` text,
  	\`related_party\` integer DEFAULT false,
  	\`customer_id\` integer NOT NULL,
  	\`business_id\` integer,
  	\`fund_name\` text,
  	\`fund_trustee\` text,
  	\`fund_abn\` text,
  	\`paid_at\` text,
  	\`practice_id\` integer,
  	\`valuer_id\` integer,
  	\`order_key\` text,
  	\`reminder_sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`snapshot_id\`) REFERENCES \`property_snapshots\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`invoice_id\`) REFERENCES \`invoices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`business_id\`) REFERENCES \`businesses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`practice_id\`) REFERENCES \`practices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`valuer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_valuations\`("id", "search_address", "customer_name", "customer_email", "reference", "status", "due_at", "hold_since", "hold_reason", "deleted_reason", "snapshot_id", "invoice_id", "contact_id", "purpose", "report_kind", "retrospective_date", "related_party", "customer_id", "business_id", "fund_name", "fund_trustee", "fund_abn", "paid_at", "practice_id", "valuer_id", "order_key", "reminder_sent_at", "updated_at", "created_at") SELECT "id", "search_address", "customer_name", "customer_email", "reference", "status", "due_at", "hold_since", "hold_reason", "deleted_reason", "snapshot_id", "invoice_id", "contact_id", "purpose", "report_kind", "retrospective_date", "related_party", "customer_id", "business_id", "fund_name", "fund_trustee", "fund_abn", "paid_at", "practice_id", "valuer_id", "order_key", "reminder_sent_at", "updated_at", "created_at" FROM \`valuations\`;`)
  await db.run(sql`DROP TABLE \`valuations\`;`)
  await db.run(sql`ALTER TABLE \`__new_valuations\` RENAME TO \`valuations\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`valuations_search_address_idx\` ON \`valuations\` (\`search_address\`);`)
  await db.run(sql`CREATE INDEX \`valuations_customer_name_idx\` ON \`valuations\` (\`customer_name\`);`)
  await db.run(sql`CREATE INDEX \`valuations_customer_email_idx\` ON \`valuations\` (\`customer_email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`valuations_reference_idx\` ON \`valuations\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`valuations_status_idx\` ON \`valuations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`valuations_due_at_idx\` ON \`valuations\` (\`due_at\`);`)
  await db.run(sql`CREATE INDEX \`valuations_snapshot_idx\` ON \`valuations\` (\`snapshot_id\`);`)
  await db.run(sql`CREATE INDEX \`valuations_invoice_idx\` ON \`valuations\` (\`invoice_id\`);`)
  await db.run(sql`CREATE INDEX \`valuations_contact_idx\` ON \`valuations\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`valuations_customer_idx\` ON \`valuations\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`valuations_business_idx\` ON \`valuations\` (\`business_id\`);`)
  await db.run(sql`CREATE INDEX \`valuations_practice_idx\` ON \`valuations\` (\`practice_id\`);`)
  await db.run(sql`CREATE INDEX \`valuations_valuer_idx\` ON \`valuations\` (\`valuer_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`valuations_order_key_idx\` ON \`valuations\` (\`order_key\`);`)
  await db.run(sql`CREATE INDEX \`valuations_updated_at_idx\` ON \`valuations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`valuations_created_at_idx\` ON \`valuations\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`invoices_period_idx\`;`)
  await db.run(sql`ALTER TABLE \`invoices\` DROP COLUMN \`period\`;`)
  await db.run(sql`ALTER TABLE \`invoices\` DROP COLUMN \`due_on\`;`)
  await db.run(sql`ALTER TABLE \`invoices_lines\` DROP COLUMN \`credited_at\`;`)
}
