import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`adjustment_notes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`invoice_id\` integer NOT NULL,
  	\`valuation_id\` integer,
  	\`kind\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`reason\` text NOT NULL,
  	\`amount_cents\` numeric NOT NULL,
  	\`gst_cents\` numeric NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`business_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`invoice_id\`) REFERENCES \`invoices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`valuation_id\`) REFERENCES \`valuations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`business_id\`) REFERENCES \`businesses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`adjustment_notes_number_idx\` ON \`adjustment_notes\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`adjustment_notes_invoice_idx\` ON \`adjustment_notes\` (\`invoice_id\`);`)
  await db.run(sql`CREATE INDEX \`adjustment_notes_valuation_idx\` ON \`adjustment_notes\` (\`valuation_id\`);`)
  await db.run(sql`CREATE INDEX \`adjustment_notes_customer_idx\` ON \`adjustment_notes\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`adjustment_notes_business_idx\` ON \`adjustment_notes\` (\`business_id\`);`)
  await db.run(sql`CREATE INDEX \`adjustment_notes_updated_at_idx\` ON \`adjustment_notes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`adjustment_notes_created_at_idx\` ON \`adjustment_notes\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`adjustment_notes_id\` integer REFERENCES adjustment_notes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_adjustment_notes_id_idx\` ON \`payload_locked_documents_rels\` (\`adjustment_notes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`adjustment_notes\`;`)
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
  	\`reports_id\` integer,
  	\`report_templates_id\` integer,
  	\`property_snapshots_id\` integer,
  	\`files_id\` integer,
  	\`practices_id\` integer,
  	\`practice_valuers_id\` integer,
  	\`signatures_id\` integer,
  	\`products_id\` integer,
  	\`invoices_id\` integer,
  	\`contacts_id\` integer,
  	\`enquiries_id\` integer,
  	\`businesses_id\` integer,
  	\`business_branches_id\` integer,
  	\`firm_invitations_id\` integer,
  	\`franchises_id\` integer,
  	\`countries_id\` integer,
  	\`zones_id\` integer,
  	\`enumerations_id\` integer,
  	\`enumeration_groups_id\` integer,
  	\`users_id\` integer,
  	\`outbox_id\` integer,
  	\`outbox_files_id\` integer,
  	\`email_claims_id\` integer,
  	\`email_sends_id\` integer,
  	\`request_counts_id\` integer,
  	\`stripe_events_id\` integer,
  	\`page_purges_id\` integer,
  	\`cdn_pages_id\` integer,
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
  	FOREIGN KEY (\`signatures_id\`) REFERENCES \`signatures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`invoices_id\`) REFERENCES \`invoices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contacts_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`businesses_id\`) REFERENCES \`businesses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`business_branches_id\`) REFERENCES \`business_branches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`firm_invitations_id\`) REFERENCES \`firm_invitations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`franchises_id\`) REFERENCES \`franchises\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`countries_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`zones_id\`) REFERENCES \`zones\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enumerations_id\`) REFERENCES \`enumerations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enumeration_groups_id\`) REFERENCES \`enumeration_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_files_id\`) REFERENCES \`outbox_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_claims_id\`) REFERENCES \`email_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_sends_id\`) REFERENCES \`email_sends\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`request_counts_id\`) REFERENCES \`request_counts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stripe_events_id\`) REFERENCES \`stripe_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_purges_id\`) REFERENCES \`page_purges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cdn_pages_id\`) REFERENCES \`cdn_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "faqs_id", "media_id", "reports_id", "report_templates_id", "property_snapshots_id", "files_id", "practices_id", "practice_valuers_id", "signatures_id", "products_id", "invoices_id", "contacts_id", "enquiries_id", "businesses_id", "business_branches_id", "firm_invitations_id", "franchises_id", "countries_id", "zones_id", "enumerations_id", "enumeration_groups_id", "users_id", "outbox_id", "outbox_files_id", "email_claims_id", "email_sends_id", "request_counts_id", "stripe_events_id", "page_purges_id", "cdn_pages_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "faqs_id", "media_id", "reports_id", "report_templates_id", "property_snapshots_id", "files_id", "practices_id", "practice_valuers_id", "signatures_id", "products_id", "invoices_id", "contacts_id", "enquiries_id", "businesses_id", "business_branches_id", "firm_invitations_id", "franchises_id", "countries_id", "zones_id", "enumerations_id", "enumeration_groups_id", "users_id", "outbox_id", "outbox_files_id", "email_claims_id", "email_sends_id", "request_counts_id", "stripe_events_id", "page_purges_id", "cdn_pages_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_report_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`report_templates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_snapshots_id_idx\` ON \`payload_locked_documents_rels\` (\`property_snapshots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_practices_id_idx\` ON \`payload_locked_documents_rels\` (\`practices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_practice_valuers_id_idx\` ON \`payload_locked_documents_rels\` (\`practice_valuers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_signatures_id_idx\` ON \`payload_locked_documents_rels\` (\`signatures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invoices_id_idx\` ON \`payload_locked_documents_rels\` (\`invoices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contacts_id_idx\` ON \`payload_locked_documents_rels\` (\`contacts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_businesses_id_idx\` ON \`payload_locked_documents_rels\` (\`businesses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_business_branches_id_idx\` ON \`payload_locked_documents_rels\` (\`business_branches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_firm_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`firm_invitations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_franchises_id_idx\` ON \`payload_locked_documents_rels\` (\`franchises_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_countries_id_idx\` ON \`payload_locked_documents_rels\` (\`countries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_zones_id_idx\` ON \`payload_locked_documents_rels\` (\`zones_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enumerations_id_idx\` ON \`payload_locked_documents_rels\` (\`enumerations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enumeration_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`enumeration_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_files_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`email_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_sends_id_idx\` ON \`payload_locked_documents_rels\` (\`email_sends_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_request_counts_id_idx\` ON \`payload_locked_documents_rels\` (\`request_counts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stripe_events_id_idx\` ON \`payload_locked_documents_rels\` (\`stripe_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_purges_id_idx\` ON \`payload_locked_documents_rels\` (\`page_purges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cdn_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`cdn_pages_id\`);`)
}
