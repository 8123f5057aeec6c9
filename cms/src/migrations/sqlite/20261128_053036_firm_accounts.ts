import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`businesses_account_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	\`limit\` numeric,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`businesses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`businesses_account_history_order_idx\` ON \`businesses_account_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`businesses_account_history_parent_id_idx\` ON \`businesses_account_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`businesses_account_history_by_idx\` ON \`businesses_account_history\` (\`by_id\`);`)
  await db.run(sql`ALTER TABLE \`businesses\` ADD \`account_limit\` numeric;`)
  await db.run(sql`ALTER TABLE \`businesses\` ADD \`account_granted_at\` text;`)
  await db.run(sql`ALTER TABLE \`businesses\` ADD \`account_granted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`businesses\` ADD \`registered_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`businesses_account_granted_by_idx\` ON \`businesses\` (\`account_granted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`businesses_registered_by_idx\` ON \`businesses\` (\`registered_by_id\`);`)
  // Invoicing per month was a firm's own choice until now: no admin granted it, so no firm keeps it. Orders
  // already on account are still invoiced at the month's end; the next ones are paid first until an admin grants
  // the firm an account.
  await db.run(sql`UPDATE \`businesses\` SET \`invoicing\` = 'per-order' WHERE \`invoicing\` = 'per-month';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`businesses_account_history\`;`)
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
  	\`xero_tenant_name\` text,
  	\`xero_tenant_id\` text,
  	\`xero_connected_at\` text,
  	\`xero_connected_by_id\` integer,
  	\`xero_refresh_token\` text,
  	\`xero_pending_state_hash\` text,
  	\`xero_pending_user_id\` integer,
  	\`xero_pending_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`xero_connected_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`xero_pending_user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_businesses\`("id", "name", "trading_name", "abn", "email", "phone", "website", "invoicing", "reminder_lead_weeks", "xero_tenant_name", "xero_tenant_id", "xero_connected_at", "xero_connected_by_id", "xero_refresh_token", "xero_pending_state_hash", "xero_pending_user_id", "xero_pending_until", "updated_at", "created_at") SELECT "id", "name", "trading_name", "abn", "email", "phone", "website", "invoicing", "reminder_lead_weeks", "xero_tenant_name", "xero_tenant_id", "xero_connected_at", "xero_connected_by_id", "xero_refresh_token", "xero_pending_state_hash", "xero_pending_user_id", "xero_pending_until", "updated_at", "created_at" FROM \`businesses\`;`)
  await db.run(sql`DROP TABLE \`businesses\`;`)
  await db.run(sql`ALTER TABLE \`__new_businesses\` RENAME TO \`businesses\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`businesses_abn_idx\` ON \`businesses\` (\`abn\`);`)
  await db.run(sql`CREATE INDEX \`businesses_xero_xero_connected_by_idx\` ON \`businesses\` (\`xero_connected_by_id\`);`)
  await db.run(sql`CREATE INDEX \`businesses_xero_xero_pending_user_idx\` ON \`businesses\` (\`xero_pending_user_id\`);`)
  await db.run(sql`CREATE INDEX \`businesses_updated_at_idx\` ON \`businesses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`businesses_created_at_idx\` ON \`businesses\` (\`created_at\`);`)
}
