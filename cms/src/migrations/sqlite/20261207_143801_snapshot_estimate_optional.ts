import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_property_snapshots\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`address\` text NOT NULL,
  	\`order_key\` text,
  	\`street\` text,
  	\`suburb\` text,
  	\`state\` text,
  	\`postcode\` text,
  	\`place_id\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`position_source\` text,
  	\`classification\` text NOT NULL,
  	\`property_type\` text NOT NULL,
  	\`strata_titled\` integer DEFAULT false,
  	\`tenancies\` numeric NOT NULL,
  	\`estimated_value\` numeric,
  	\`special_use\` text DEFAULT 'none',
  	\`fund_name\` text,
  	\`fund_trustee\` text,
  	\`fund_abn\` text,
  	\`details_form\` text,
  	\`details\` text,
  	\`customer_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_property_snapshots\`("id", "address", "order_key", "street", "suburb", "state", "postcode", "place_id", "latitude", "longitude", "position_source", "classification", "property_type", "strata_titled", "tenancies", "estimated_value", "special_use", "fund_name", "fund_trustee", "fund_abn", "details_form", "details", "customer_id", "updated_at", "created_at") SELECT "id", "address", "order_key", "street", "suburb", "state", "postcode", "place_id", "latitude", "longitude", "position_source", "classification", "property_type", "strata_titled", "tenancies", "estimated_value", "special_use", "fund_name", "fund_trustee", "fund_abn", "details_form", "details", "customer_id", "updated_at", "created_at" FROM \`property_snapshots\`;`)
  await db.run(sql`DROP TABLE \`property_snapshots\`;`)
  await db.run(sql`ALTER TABLE \`__new_property_snapshots\` RENAME TO \`property_snapshots\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`property_snapshots_order_key_idx\` ON \`property_snapshots\` (\`order_key\`);`)
  await db.run(sql`CREATE INDEX \`property_snapshots_customer_idx\` ON \`property_snapshots\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`property_snapshots_updated_at_idx\` ON \`property_snapshots\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`property_snapshots_created_at_idx\` ON \`property_snapshots\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_property_snapshots\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`address\` text NOT NULL,
  	\`order_key\` text,
  	\`street\` text,
  	\`suburb\` text,
  	\`state\` text,
  	\`postcode\` text,
  	\`place_id\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`position_source\` text,
  	\`classification\` text NOT NULL,
  	\`property_type\` text NOT NULL,
  	\`strata_titled\` integer DEFAULT false,
  	\`tenancies\` numeric NOT NULL,
  	\`estimated_value\` numeric NOT NULL,
  	\`special_use\` text DEFAULT 'none',
  	\`fund_name\` text,
  	\`fund_trustee\` text,
  	\`fund_abn\` text,
  	\`details_form\` text,
  	\`details\` text,
  	\`customer_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_property_snapshots\`("id", "address", "order_key", "street", "suburb", "state", "postcode", "place_id", "latitude", "longitude", "position_source", "classification", "property_type", "strata_titled", "tenancies", "estimated_value", "special_use", "fund_name", "fund_trustee", "fund_abn", "details_form", "details", "customer_id", "updated_at", "created_at") SELECT "id", "address", "order_key", "street", "suburb", "state", "postcode", "place_id", "latitude", "longitude", "position_source", "classification", "property_type", "strata_titled", "tenancies", "estimated_value", "special_use", "fund_name", "fund_trustee", "fund_abn", "details_form", "details", "customer_id", "updated_at", "created_at" FROM \`property_snapshots\`;`)
  await db.run(sql`DROP TABLE \`property_snapshots\`;`)
  await db.run(sql`ALTER TABLE \`__new_property_snapshots\` RENAME TO \`property_snapshots\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`property_snapshots_order_key_idx\` ON \`property_snapshots\` (\`order_key\`);`)
  await db.run(sql`CREATE INDEX \`property_snapshots_customer_idx\` ON \`property_snapshots\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`property_snapshots_updated_at_idx\` ON \`property_snapshots\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`property_snapshots_created_at_idx\` ON \`property_snapshots\` (\`created_at\`);`)
}
