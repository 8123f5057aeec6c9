import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { inlineAttachmentsAsFiles, type InlineAttachment } from '../inlineAttachmentsAsFiles.ts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`reports_blocks_photos_captions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`slot\` text NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reports_blocks_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reports_blocks_photos_captions_order_idx\` ON \`reports_blocks_photos_captions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_photos_captions_parent_id_idx\` ON \`reports_blocks_photos_captions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`report_templates_blocks_photos_captions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`slot\` text NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`report_templates_blocks_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_photos_captions_order_idx\` ON \`report_templates_blocks_photos_captions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_photos_captions_parent_id_idx\` ON \`report_templates_blocks_photos_captions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`outbox_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`prefix\` text DEFAULT 'outbox',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`outbox_files_updated_at_idx\` ON \`outbox_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outbox_files_created_at_idx\` ON \`outbox_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`outbox_files_filename_idx\` ON \`outbox_files\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`reports\` ADD \`delivery_state\` text;`)
  await db.run(sql`ALTER TABLE \`reports\` ADD \`delivery_to\` text;`)
  await db.run(sql`ALTER TABLE \`reports\` ADD \`delivery_at\` text;`)
  await db.run(sql`ALTER TABLE \`reports\` ADD \`delivery_error\` text;`)
  await db.run(sql`ALTER TABLE \`outbox_attachments\` ADD \`file_id\` integer REFERENCES outbox_files(id);`)
  await db.run(sql`CREATE INDEX \`outbox_attachments_file_idx\` ON \`outbox_attachments\` (\`file_id\`);`)
  // Attachments kept as text become files before the text goes.
  const inline = await db.all<InlineAttachment>(
    sql`SELECT id, filename, content_type AS contentType, content_base64 AS contentBase64 FROM \`outbox_attachments\` WHERE content_base64 IS NOT NULL;`,
  )
  for (const { rowId, fileId } of await inlineAttachmentsAsFiles(payload, req, inline))
    await db.run(sql`UPDATE \`outbox_attachments\` SET file_id = ${fileId} WHERE id = ${rowId};`)
  await db.run(sql`ALTER TABLE \`outbox_attachments\` DROP COLUMN \`content_base64\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`outbox_files_id\` integer REFERENCES outbox_files(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_files_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_files_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`reports_blocks_photos_captions\`;`)
  await db.run(sql`DROP TABLE \`report_templates_blocks_photos_captions\`;`)
  await db.run(sql`DROP TABLE \`outbox_files\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_outbox_attachments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`filename\` text NOT NULL,
  	\`content_type\` text,
  	\`size\` numeric,
  	\`content_base64\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  // Back to text: the names stay; the bytes stay in DATA_DIR/outbox.
  await db.run(sql`INSERT INTO \`__new_outbox_attachments\`("_order", "_parent_id", "id", "filename", "content_type", "size") SELECT "_order", "_parent_id", "id", "filename", "content_type", "size" FROM \`outbox_attachments\`;`)
  await db.run(sql`DROP TABLE \`outbox_attachments\`;`)
  await db.run(sql`ALTER TABLE \`__new_outbox_attachments\` RENAME TO \`outbox_attachments\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`outbox_attachments_order_idx\` ON \`outbox_attachments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`outbox_attachments_parent_id_idx\` ON \`outbox_attachments\` (\`_parent_id\`);`)
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
  	\`reports_id\` integer,
  	\`report_templates_id\` integer,
  	\`property_snapshots_id\` integer,
  	\`files_id\` integer,
  	\`practices_id\` integer,
  	\`practice_valuers_id\` integer,
  	\`products_id\` integer,
  	\`invoices_id\` integer,
  	\`contacts_id\` integer,
  	\`enquiries_id\` integer,
  	\`businesses_id\` integer,
  	\`business_branches_id\` integer,
  	\`franchises_id\` integer,
  	\`countries_id\` integer,
  	\`zones_id\` integer,
  	\`enumerations_id\` integer,
  	\`enumeration_groups_id\` integer,
  	\`users_id\` integer,
  	\`outbox_id\` integer,
  	\`email_claims_id\` integer,
  	\`email_sends_id\` integer,
  	\`stripe_events_id\` integer,
  	\`page_purges_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reports_id\`) REFERENCES \`reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`report_templates_id\`) REFERENCES \`report_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_snapshots_id\`) REFERENCES \`property_snapshots\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`practices_id\`) REFERENCES \`practices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`practice_valuers_id\`) REFERENCES \`practice_valuers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`invoices_id\`) REFERENCES \`invoices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contacts_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`businesses_id\`) REFERENCES \`businesses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`business_branches_id\`) REFERENCES \`business_branches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`franchises_id\`) REFERENCES \`franchises\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`countries_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`zones_id\`) REFERENCES \`zones\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enumerations_id\`) REFERENCES \`enumerations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enumeration_groups_id\`) REFERENCES \`enumeration_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_claims_id\`) REFERENCES \`email_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_sends_id\`) REFERENCES \`email_sends\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stripe_events_id\`) REFERENCES \`stripe_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_purges_id\`) REFERENCES \`page_purges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "faqs_id", "media_id", "reports_id", "report_templates_id", "property_snapshots_id", "files_id", "practices_id", "practice_valuers_id", "products_id", "invoices_id", "contacts_id", "enquiries_id", "businesses_id", "business_branches_id", "franchises_id", "countries_id", "zones_id", "enumerations_id", "enumeration_groups_id", "users_id", "outbox_id", "email_claims_id", "email_sends_id", "stripe_events_id", "page_purges_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "faqs_id", "media_id", "reports_id", "report_templates_id", "property_snapshots_id", "files_id", "practices_id", "practice_valuers_id", "products_id", "invoices_id", "contacts_id", "enquiries_id", "businesses_id", "business_branches_id", "franchises_id", "countries_id", "zones_id", "enumerations_id", "enumeration_groups_id", "users_id", "outbox_id", "email_claims_id", "email_sends_id", "stripe_events_id", "page_purges_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_report_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`report_templates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_snapshots_id_idx\` ON \`payload_locked_documents_rels\` (\`property_snapshots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_practices_id_idx\` ON \`payload_locked_documents_rels\` (\`practices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_practice_valuers_id_idx\` ON \`payload_locked_documents_rels\` (\`practice_valuers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invoices_id_idx\` ON \`payload_locked_documents_rels\` (\`invoices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contacts_id_idx\` ON \`payload_locked_documents_rels\` (\`contacts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_businesses_id_idx\` ON \`payload_locked_documents_rels\` (\`businesses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_business_branches_id_idx\` ON \`payload_locked_documents_rels\` (\`business_branches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_franchises_id_idx\` ON \`payload_locked_documents_rels\` (\`franchises_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_countries_id_idx\` ON \`payload_locked_documents_rels\` (\`countries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_zones_id_idx\` ON \`payload_locked_documents_rels\` (\`zones_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enumerations_id_idx\` ON \`payload_locked_documents_rels\` (\`enumerations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enumeration_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`enumeration_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`email_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_sends_id_idx\` ON \`payload_locked_documents_rels\` (\`email_sends_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stripe_events_id_idx\` ON \`payload_locked_documents_rels\` (\`stripe_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_purges_id_idx\` ON \`payload_locked_documents_rels\` (\`page_purges_id\`);`)
  await db.run(sql`ALTER TABLE \`reports\` DROP COLUMN \`delivery_state\`;`)
  await db.run(sql`ALTER TABLE \`reports\` DROP COLUMN \`delivery_to\`;`)
  await db.run(sql`ALTER TABLE \`reports\` DROP COLUMN \`delivery_at\`;`)
  await db.run(sql`ALTER TABLE \`reports\` DROP COLUMN \`delivery_error\`;`)
}
