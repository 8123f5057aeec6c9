import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`valuations\` ADD \`business_id\` integer REFERENCES businesses(id);`)
  await db.run(sql`ALTER TABLE \`valuations\` ADD \`fund_name\` text;`)
  await db.run(sql`ALTER TABLE \`valuations\` ADD \`fund_trustee\` text;`)
  await db.run(sql`ALTER TABLE \`valuations\` ADD \`fund_abn\` text;`)
  await db.run(sql`CREATE INDEX \`valuations_business_idx\` ON \`valuations\` (\`business_id\`);`)
  await db.run(sql`ALTER TABLE \`invoices_lines\` ADD \`snapshot_id\` integer REFERENCES property_snapshots(id);`)
  await db.run(sql`ALTER TABLE \`invoices_lines\` ADD \`fund_name\` text;`)
  await db.run(sql`ALTER TABLE \`invoices_lines\` ADD \`fund_abn\` text;`)
  await db.run(sql`CREATE INDEX \`invoices_lines_snapshot_idx\` ON \`invoices_lines\` (\`snapshot_id\`);`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`business_id\` integer REFERENCES businesses(id);`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`buyer_name\` text;`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`buyer_abn\` text;`)
  await db.run(sql`CREATE INDEX \`invoices_business_idx\` ON \`invoices\` (\`business_id\`);`)
  await db.run(sql`ALTER TABLE \`businesses\` ADD \`invoicing\` text DEFAULT 'per-order';`)
  await db.run(sql`ALTER TABLE \`businesses\` ADD \`reminder_lead_weeks\` numeric DEFAULT 6;`)
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
  	FOREIGN KEY (\`practice_id\`) REFERENCES \`practices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`valuer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_valuations\`("id", "search_address", "customer_name", "customer_email", "reference", "status", "due_at", "hold_since", "hold_reason", "deleted_reason", "snapshot_id", "invoice_id", "contact_id", "purpose", "report_kind", "retrospective_date", "related_party", "customer_id", "paid_at", "practice_id", "valuer_id", "order_key", "reminder_sent_at", "updated_at", "created_at") SELECT "id", "search_address", "customer_name", "customer_email", "reference", "status", "due_at", "hold_since", "hold_reason", "deleted_reason", "snapshot_id", "invoice_id", "contact_id", "purpose", "report_kind", "retrospective_date", "related_party", "customer_id", "paid_at", "practice_id", "valuer_id", "order_key", "reminder_sent_at", "updated_at", "created_at" FROM \`valuations\`;`)
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
  await db.run(sql`CREATE INDEX \`valuations_practice_idx\` ON \`valuations\` (\`practice_id\`);`)
  await db.run(sql`CREATE INDEX \`valuations_valuer_idx\` ON \`valuations\` (\`valuer_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`valuations_order_key_idx\` ON \`valuations\` (\`order_key\`);`)
  await db.run(sql`CREATE INDEX \`valuations_updated_at_idx\` ON \`valuations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`valuations_created_at_idx\` ON \`valuations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_invoices_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`description\` text NOT NULL,
  	\`product_id\` integer,
  	\`quantity\` numeric DEFAULT 1 NOT NULL,
  	\`unit_cents\` numeric NOT NULL,
  	\`total_cents\` numeric NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`invoices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_invoices_lines\`("_order", "_parent_id", "id", "description", "product_id", "quantity", "unit_cents", "total_cents") SELECT "_order", "_parent_id", "id", "description", "product_id", "quantity", "unit_cents", "total_cents" FROM \`invoices_lines\`;`)
  await db.run(sql`DROP TABLE \`invoices_lines\`;`)
  await db.run(sql`ALTER TABLE \`__new_invoices_lines\` RENAME TO \`invoices_lines\`;`)
  await db.run(sql`CREATE INDEX \`invoices_lines_order_idx\` ON \`invoices_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`invoices_lines_parent_id_idx\` ON \`invoices_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`invoices_lines_product_idx\` ON \`invoices_lines\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_invoices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`search_address\` text,
  	\`customer_name\` text,
  	\`customer_email\` text,
  	\`number\` text NOT NULL,
  	\`status\` text DEFAULT 'unpaid' NOT NULL,
  	\`payment_method\` text,
  	\`paid_at\` text,
  	\`total_cents\` numeric NOT NULL,
  	\`gst_cents\` numeric NOT NULL,
  	\`report_kind\` text,
  	\`test\` integer DEFAULT false,
  	\`contact_id\` integer,
  	\`snapshot_id\` integer,
  	\`customer_id\` integer NOT NULL,
  	\`order_key\` text,
  	\`stripe_payment_intent_id\` text,
  	\`refund_at\` text,
  	\`refund_reason\` text,
  	\`refund_stripe_refund_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`snapshot_id\`) REFERENCES \`property_snapshots\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_invoices\`("id", "search_address", "customer_name", "customer_email", "number", "status", "payment_method", "paid_at", "total_cents", "gst_cents", "report_kind", "test", "contact_id", "snapshot_id", "customer_id", "order_key", "stripe_payment_intent_id", "refund_at", "refund_reason", "refund_stripe_refund_id", "updated_at", "created_at") SELECT "id", "search_address", "customer_name", "customer_email", "number", "status", "payment_method", "paid_at", "total_cents", "gst_cents", "report_kind", "test", "contact_id", "snapshot_id", "customer_id", "order_key", "stripe_payment_intent_id", "refund_at", "refund_reason", "refund_stripe_refund_id", "updated_at", "created_at" FROM \`invoices\`;`)
  await db.run(sql`DROP TABLE \`invoices\`;`)
  await db.run(sql`ALTER TABLE \`__new_invoices\` RENAME TO \`invoices\`;`)
  await db.run(sql`CREATE INDEX \`invoices_search_address_idx\` ON \`invoices\` (\`search_address\`);`)
  await db.run(sql`CREATE INDEX \`invoices_customer_name_idx\` ON \`invoices\` (\`customer_name\`);`)
  await db.run(sql`CREATE INDEX \`invoices_customer_email_idx\` ON \`invoices\` (\`customer_email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`invoices_number_idx\` ON \`invoices\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`invoices_contact_idx\` ON \`invoices\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`invoices_snapshot_idx\` ON \`invoices\` (\`snapshot_id\`);`)
  await db.run(sql`CREATE INDEX \`invoices_customer_idx\` ON \`invoices\` (\`customer_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`invoices_order_key_idx\` ON \`invoices\` (\`order_key\`);`)
  await db.run(sql`CREATE INDEX \`invoices_stripe_payment_intent_id_idx\` ON \`invoices\` (\`stripe_payment_intent_id\`);`)
  await db.run(sql`CREATE INDEX \`invoices_updated_at_idx\` ON \`invoices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`invoices_created_at_idx\` ON \`invoices\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`businesses\` DROP COLUMN \`invoicing\`;`)
  await db.run(sql`ALTER TABLE \`businesses\` DROP COLUMN \`reminder_lead_weeks\`;`)
}
