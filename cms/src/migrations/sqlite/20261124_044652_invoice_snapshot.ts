import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`snapshot_id\` integer REFERENCES property_snapshots(id);`)
  await db.run(sql`CREATE INDEX \`invoices_snapshot_idx\` ON \`invoices\` (\`snapshot_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_invoices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`status\` text DEFAULT 'unpaid' NOT NULL,
  	\`payment_method\` text,
  	\`paid_at\` text,
  	\`total_cents\` numeric NOT NULL,
  	\`gst_cents\` numeric NOT NULL,
  	\`report_kind\` text,
  	\`test\` integer DEFAULT false,
  	\`contact_id\` integer,
  	\`customer_id\` integer NOT NULL,
  	\`order_key\` text,
  	\`stripe_payment_intent_id\` text,
  	\`refund_at\` text,
  	\`refund_reason\` text,
  	\`refund_stripe_refund_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_invoices\`("id", "number", "status", "payment_method", "paid_at", "total_cents", "gst_cents", "report_kind", "test", "contact_id", "customer_id", "order_key", "stripe_payment_intent_id", "refund_at", "refund_reason", "refund_stripe_refund_id", "updated_at", "created_at") SELECT "id", "number", "status", "payment_method", "paid_at", "total_cents", "gst_cents", "report_kind", "test", "contact_id", "customer_id", "order_key", "stripe_payment_intent_id", "refund_at", "refund_reason", "refund_stripe_refund_id", "updated_at", "created_at" FROM \`invoices\`;`)
  await db.run(sql`DROP TABLE \`invoices\`;`)
  await db.run(sql`ALTER TABLE \`__new_invoices\` RENAME TO \`invoices\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`invoices_number_idx\` ON \`invoices\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`invoices_contact_idx\` ON \`invoices\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`invoices_customer_idx\` ON \`invoices\` (\`customer_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`invoices_order_key_idx\` ON \`invoices\` (\`order_key\`);`)
  await db.run(sql`CREATE INDEX \`invoices_stripe_payment_intent_id_idx\` ON \`invoices\` (\`stripe_payment_intent_id\`);`)
  await db.run(sql`CREATE INDEX \`invoices_updated_at_idx\` ON \`invoices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`invoices_created_at_idx\` ON \`invoices\` (\`created_at\`);`)
}
