import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`practice_valuers_licences\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`state\` text NOT NULL,
  	\`number\` text NOT NULL,
  	\`expires_on\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`practice_valuers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`practice_valuers_licences_order_idx\` ON \`practice_valuers_licences\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`practice_valuers_licences_parent_id_idx\` ON \`practice_valuers_licences\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`practice_valuers_memberships\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`body\` text NOT NULL,
  	\`grade\` text,
  	\`number\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`practice_valuers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`practice_valuers_memberships_order_idx\` ON \`practice_valuers_memberships\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`practice_valuers_memberships_parent_id_idx\` ON \`practice_valuers_memberships\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`practice_valuers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`practice_id\` integer NOT NULL,
  	\`valuer_id\` integer NOT NULL,
  	\`name\` text,
  	\`position\` text,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`practice_id\`) REFERENCES \`practices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`valuer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`practice_valuers_practice_idx\` ON \`practice_valuers\` (\`practice_id\`);`)
  await db.run(sql`CREATE INDEX \`practice_valuers_valuer_idx\` ON \`practice_valuers\` (\`valuer_id\`);`)
  await db.run(sql`CREATE INDEX \`practice_valuers_updated_at_idx\` ON \`practice_valuers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`practice_valuers_created_at_idx\` ON \`practice_valuers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`practice_valuer_idx\` ON \`practice_valuers\` (\`practice_id\`,\`valuer_id\`);`)
  await db.run(sql`CREATE TABLE \`businesses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`trading_name\` text,
  	\`abn\` text NOT NULL,
  	\`email\` text,
  	\`phone\` text,
  	\`website\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`businesses_abn_idx\` ON \`businesses\` (\`abn\`);`)
  await db.run(sql`CREATE INDEX \`businesses_updated_at_idx\` ON \`businesses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`businesses_created_at_idx\` ON \`businesses\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`business_branches\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`business_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`is_head_office\` integer DEFAULT false,
  	\`email\` text,
  	\`phone\` text,
  	\`street\` text,
  	\`suburb\` text,
  	\`state\` text,
  	\`postcode\` text,
  	\`franchise_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`business_id\`) REFERENCES \`businesses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`franchise_id\`) REFERENCES \`franchises\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`business_branches_business_idx\` ON \`business_branches\` (\`business_id\`);`)
  await db.run(sql`CREATE INDEX \`business_branches_suburb_idx\` ON \`business_branches\` (\`suburb\`);`)
  await db.run(sql`CREATE INDEX \`business_branches_postcode_idx\` ON \`business_branches\` (\`postcode\`);`)
  await db.run(sql`CREATE INDEX \`business_branches_franchise_idx\` ON \`business_branches\` (\`franchise_id\`);`)
  await db.run(sql`CREATE INDEX \`business_branches_updated_at_idx\` ON \`business_branches\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`business_branches_created_at_idx\` ON \`business_branches\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`franchises\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`branch_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`branch_id\`) REFERENCES \`business_branches\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`franchises_branch_idx\` ON \`franchises\` (\`branch_id\`);`)
  await db.run(sql`CREATE INDEX \`franchises_updated_at_idx\` ON \`franchises\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`franchises_created_at_idx\` ON \`franchises\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`enumerations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`parent_id\` integer,
  	\`in_scope\` integer,
  	\`sort_order\` numeric DEFAULT 0,
  	\`built_in\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`enumerations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`enumerations_key_idx\` ON \`enumerations\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`enumerations_type_idx\` ON \`enumerations\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`enumerations_parent_idx\` ON \`enumerations\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`enumerations_updated_at_idx\` ON \`enumerations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enumerations_created_at_idx\` ON \`enumerations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`enumeration_groups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`enumeration_groups_key_idx\` ON \`enumeration_groups\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`enumeration_groups_updated_at_idx\` ON \`enumeration_groups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enumeration_groups_created_at_idx\` ON \`enumeration_groups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`enumeration_groups_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`enumeration_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`enumeration_groups_texts_order_parent\` ON \`enumeration_groups_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`business_branches_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`business_branches_id\`) REFERENCES \`business_branches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_rels_order_idx\` ON \`users_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_parent_idx\` ON \`users_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_path_idx\` ON \`users_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_business_branches_id_idx\` ON \`users_rels\` (\`business_branches_id\`);`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`test\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`practice_valuers_id\` integer REFERENCES practice_valuers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`businesses_id\` integer REFERENCES businesses(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`business_branches_id\` integer REFERENCES business_branches(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`franchises_id\` integer REFERENCES franchises(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`enumerations_id\` integer REFERENCES enumerations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`enumeration_groups_id\` integer REFERENCES enumeration_groups(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_practice_valuers_id_idx\` ON \`payload_locked_documents_rels\` (\`practice_valuers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_businesses_id_idx\` ON \`payload_locked_documents_rels\` (\`businesses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_business_branches_id_idx\` ON \`payload_locked_documents_rels\` (\`business_branches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_franchises_id_idx\` ON \`payload_locked_documents_rels\` (\`franchises_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enumerations_id_idx\` ON \`payload_locked_documents_rels\` (\`enumerations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enumeration_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`enumeration_groups_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`practice_valuers_licences\`;`)
  await db.run(sql`DROP TABLE \`practice_valuers_memberships\`;`)
  await db.run(sql`DROP TABLE \`practice_valuers\`;`)
  await db.run(sql`DROP TABLE \`businesses\`;`)
  await db.run(sql`DROP TABLE \`business_branches\`;`)
  await db.run(sql`DROP TABLE \`franchises\`;`)
  await db.run(sql`DROP TABLE \`enumerations\`;`)
  await db.run(sql`DROP TABLE \`enumeration_groups\`;`)
  await db.run(sql`DROP TABLE \`enumeration_groups_texts\`;`)
  await db.run(sql`DROP TABLE \`users_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`categories_id\` integer,
  	\`faqs_id\` integer,
  	\`media_id\` integer,
  	\`valuations_id\` integer,
  	\`property_snapshots_id\` integer,
  	\`files_id\` integer,
  	\`practices_id\` integer,
  	\`products_id\` integer,
  	\`invoices_id\` integer,
  	\`contacts_id\` integer,
  	\`enquiries_id\` integer,
  	\`countries_id\` integer,
  	\`zones_id\` integer,
  	\`users_id\` integer,
  	\`outbox_id\` integer,
  	\`stripe_events_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`valuations_id\`) REFERENCES \`valuations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_snapshots_id\`) REFERENCES \`property_snapshots\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`practices_id\`) REFERENCES \`practices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`invoices_id\`) REFERENCES \`invoices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contacts_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`countries_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`zones_id\`) REFERENCES \`zones\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stripe_events_id\`) REFERENCES \`stripe_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "faqs_id", "media_id", "valuations_id", "property_snapshots_id", "files_id", "practices_id", "products_id", "invoices_id", "contacts_id", "enquiries_id", "countries_id", "zones_id", "users_id", "outbox_id", "stripe_events_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "faqs_id", "media_id", "valuations_id", "property_snapshots_id", "files_id", "practices_id", "products_id", "invoices_id", "contacts_id", "enquiries_id", "countries_id", "zones_id", "users_id", "outbox_id", "stripe_events_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_valuations_id_idx\` ON \`payload_locked_documents_rels\` (\`valuations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_snapshots_id_idx\` ON \`payload_locked_documents_rels\` (\`property_snapshots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_practices_id_idx\` ON \`payload_locked_documents_rels\` (\`practices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invoices_id_idx\` ON \`payload_locked_documents_rels\` (\`invoices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contacts_id_idx\` ON \`payload_locked_documents_rels\` (\`contacts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_countries_id_idx\` ON \`payload_locked_documents_rels\` (\`countries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_zones_id_idx\` ON \`payload_locked_documents_rels\` (\`zones_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stripe_events_id_idx\` ON \`payload_locked_documents_rels\` (\`stripe_events_id\`);`)
  await db.run(sql`ALTER TABLE \`invoices\` DROP COLUMN \`test\`;`)
}
