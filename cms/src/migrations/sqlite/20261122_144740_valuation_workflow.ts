import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`valuations_files\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`slot\` text NOT NULL,
  	\`file_id\` integer NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`valuations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`valuations_files_order_idx\` ON \`valuations_files\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`valuations_files_parent_id_idx\` ON \`valuations_files\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`valuations_files_file_idx\` ON \`valuations_files\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`valuations_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	\`from\` text,
  	\`to\` text NOT NULL,
  	\`note\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`valuations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`valuations_history_order_idx\` ON \`valuations_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`valuations_history_parent_id_idx\` ON \`valuations_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`valuations_history_by_idx\` ON \`valuations_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`reports_blocks_cover\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Desktop Valuation Report',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reports_blocks_cover_order_idx\` ON \`reports_blocks_cover\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_cover_parent_id_idx\` ON \`reports_blocks_cover\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_cover_path_idx\` ON \`reports_blocks_cover\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`reports_blocks_value_summary\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reports_blocks_value_summary_order_idx\` ON \`reports_blocks_value_summary\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_value_summary_parent_id_idx\` ON \`reports_blocks_value_summary\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_value_summary_path_idx\` ON \`reports_blocks_value_summary\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`reports_blocks_property_description_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reports_blocks_property_description\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reports_blocks_property_description_rows_order_idx\` ON \`reports_blocks_property_description_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_property_description_rows_parent_id_idx\` ON \`reports_blocks_property_description_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`reports_blocks_property_description\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reports_blocks_property_description_order_idx\` ON \`reports_blocks_property_description\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_property_description_parent_id_idx\` ON \`reports_blocks_property_description\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_property_description_path_idx\` ON \`reports_blocks_property_description\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`reports_blocks_photos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reports_blocks_photos_order_idx\` ON \`reports_blocks_photos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_photos_parent_id_idx\` ON \`reports_blocks_photos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_photos_path_idx\` ON \`reports_blocks_photos\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`reports_blocks_location\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reports_blocks_location_order_idx\` ON \`reports_blocks_location\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_location_parent_id_idx\` ON \`reports_blocks_location\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_location_path_idx\` ON \`reports_blocks_location\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`reports_blocks_comparable_sales_sales\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`address\` text NOT NULL,
  	\`sale_date\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`area\` text,
  	\`rate\` text,
  	\`comparison\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reports_blocks_comparable_sales\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reports_blocks_comparable_sales_sales_order_idx\` ON \`reports_blocks_comparable_sales_sales\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_comparable_sales_sales_parent_id_idx\` ON \`reports_blocks_comparable_sales_sales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`reports_blocks_comparable_sales\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reports_blocks_comparable_sales_order_idx\` ON \`reports_blocks_comparable_sales\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_comparable_sales_parent_id_idx\` ON \`reports_blocks_comparable_sales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_comparable_sales_path_idx\` ON \`reports_blocks_comparable_sales\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`reports_blocks_methodology\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`method\` text DEFAULT 'direct-comparison' NOT NULL,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reports_blocks_methodology_order_idx\` ON \`reports_blocks_methodology\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_methodology_parent_id_idx\` ON \`reports_blocks_methodology\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_methodology_path_idx\` ON \`reports_blocks_methodology\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`reports_blocks_conclusion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`market_value\` numeric,
  	\`rental_value\` numeric,
  	\`rental_basis\` text,
  	\`basis\` text DEFAULT 'Market value',
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reports_blocks_conclusion_order_idx\` ON \`reports_blocks_conclusion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_conclusion_parent_id_idx\` ON \`reports_blocks_conclusion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_conclusion_path_idx\` ON \`reports_blocks_conclusion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`reports_blocks_commentary\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Market commentary',
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reports_blocks_commentary_order_idx\` ON \`reports_blocks_commentary\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_commentary_parent_id_idx\` ON \`reports_blocks_commentary\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_commentary_path_idx\` ON \`reports_blocks_commentary\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`reports_blocks_assumptions_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reports_blocks_assumptions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reports_blocks_assumptions_items_order_idx\` ON \`reports_blocks_assumptions_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_assumptions_items_parent_id_idx\` ON \`reports_blocks_assumptions_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`reports_blocks_assumptions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reports_blocks_assumptions_order_idx\` ON \`reports_blocks_assumptions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_assumptions_parent_id_idx\` ON \`reports_blocks_assumptions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_assumptions_path_idx\` ON \`reports_blocks_assumptions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`reports_blocks_signature\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reports_blocks_signature_order_idx\` ON \`reports_blocks_signature\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_signature_parent_id_idx\` ON \`reports_blocks_signature\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_blocks_signature_path_idx\` ON \`reports_blocks_signature\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`reports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`valuation_id\` integer NOT NULL,
  	\`template_id\` integer,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`pdf_id\` integer,
  	\`completed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`valuation_id\`) REFERENCES \`valuations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`template_id\`) REFERENCES \`report_templates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`pdf_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`reports_valuation_idx\` ON \`reports\` (\`valuation_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_template_idx\` ON \`reports\` (\`template_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_pdf_idx\` ON \`reports\` (\`pdf_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_updated_at_idx\` ON \`reports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reports_created_at_idx\` ON \`reports\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`report_templates_blocks_cover\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Desktop Valuation Report',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`report_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_cover_order_idx\` ON \`report_templates_blocks_cover\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_cover_parent_id_idx\` ON \`report_templates_blocks_cover\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_cover_path_idx\` ON \`report_templates_blocks_cover\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`report_templates_blocks_value_summary\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`report_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_value_summary_order_idx\` ON \`report_templates_blocks_value_summary\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_value_summary_parent_id_idx\` ON \`report_templates_blocks_value_summary\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_value_summary_path_idx\` ON \`report_templates_blocks_value_summary\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`report_templates_blocks_property_description_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`report_templates_blocks_property_description\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_property_description_rows_order_idx\` ON \`report_templates_blocks_property_description_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_property_description_rows_parent_id_idx\` ON \`report_templates_blocks_property_description_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`report_templates_blocks_property_description\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`report_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_property_description_order_idx\` ON \`report_templates_blocks_property_description\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_property_description_parent_id_idx\` ON \`report_templates_blocks_property_description\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_property_description_path_idx\` ON \`report_templates_blocks_property_description\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`report_templates_blocks_photos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`report_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_photos_order_idx\` ON \`report_templates_blocks_photos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_photos_parent_id_idx\` ON \`report_templates_blocks_photos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_photos_path_idx\` ON \`report_templates_blocks_photos\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`report_templates_blocks_location\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`report_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_location_order_idx\` ON \`report_templates_blocks_location\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_location_parent_id_idx\` ON \`report_templates_blocks_location\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_location_path_idx\` ON \`report_templates_blocks_location\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`report_templates_blocks_comparable_sales_sales\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`address\` text NOT NULL,
  	\`sale_date\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`area\` text,
  	\`rate\` text,
  	\`comparison\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`report_templates_blocks_comparable_sales\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_comparable_sales_sales_order_idx\` ON \`report_templates_blocks_comparable_sales_sales\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_comparable_sales_sales_parent_id_idx\` ON \`report_templates_blocks_comparable_sales_sales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`report_templates_blocks_comparable_sales\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`report_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_comparable_sales_order_idx\` ON \`report_templates_blocks_comparable_sales\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_comparable_sales_parent_id_idx\` ON \`report_templates_blocks_comparable_sales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_comparable_sales_path_idx\` ON \`report_templates_blocks_comparable_sales\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`report_templates_blocks_methodology\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`method\` text DEFAULT 'direct-comparison' NOT NULL,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`report_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_methodology_order_idx\` ON \`report_templates_blocks_methodology\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_methodology_parent_id_idx\` ON \`report_templates_blocks_methodology\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_methodology_path_idx\` ON \`report_templates_blocks_methodology\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`report_templates_blocks_conclusion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`market_value\` numeric,
  	\`rental_value\` numeric,
  	\`rental_basis\` text,
  	\`basis\` text DEFAULT 'Market value',
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`report_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_conclusion_order_idx\` ON \`report_templates_blocks_conclusion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_conclusion_parent_id_idx\` ON \`report_templates_blocks_conclusion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_conclusion_path_idx\` ON \`report_templates_blocks_conclusion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`report_templates_blocks_commentary\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Market commentary',
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`report_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_commentary_order_idx\` ON \`report_templates_blocks_commentary\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_commentary_parent_id_idx\` ON \`report_templates_blocks_commentary\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_commentary_path_idx\` ON \`report_templates_blocks_commentary\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`report_templates_blocks_assumptions_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`report_templates_blocks_assumptions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_assumptions_items_order_idx\` ON \`report_templates_blocks_assumptions_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_assumptions_items_parent_id_idx\` ON \`report_templates_blocks_assumptions_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`report_templates_blocks_assumptions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`report_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_assumptions_order_idx\` ON \`report_templates_blocks_assumptions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_assumptions_parent_id_idx\` ON \`report_templates_blocks_assumptions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_assumptions_path_idx\` ON \`report_templates_blocks_assumptions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`report_templates_blocks_signature\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`report_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_signature_order_idx\` ON \`report_templates_blocks_signature\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_signature_parent_id_idx\` ON \`report_templates_blocks_signature\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_blocks_signature_path_idx\` ON \`report_templates_blocks_signature\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`report_templates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`report_templates_type_idx\` ON \`report_templates\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_updated_at_idx\` ON \`report_templates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`report_templates_created_at_idx\` ON \`report_templates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`valuations\` ADD \`deleted_reason\` text;`)
  await db.run(sql`ALTER TABLE \`valuations\` ADD \`reminder_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`reports_id\` integer REFERENCES reports(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`report_templates_id\` integer REFERENCES report_templates(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_report_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`report_templates_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`valuations_files\`;`)
  await db.run(sql`DROP TABLE \`valuations_history\`;`)
  await db.run(sql`DROP TABLE \`reports_blocks_cover\`;`)
  await db.run(sql`DROP TABLE \`reports_blocks_value_summary\`;`)
  await db.run(sql`DROP TABLE \`reports_blocks_property_description_rows\`;`)
  await db.run(sql`DROP TABLE \`reports_blocks_property_description\`;`)
  await db.run(sql`DROP TABLE \`reports_blocks_photos\`;`)
  await db.run(sql`DROP TABLE \`reports_blocks_location\`;`)
  await db.run(sql`DROP TABLE \`reports_blocks_comparable_sales_sales\`;`)
  await db.run(sql`DROP TABLE \`reports_blocks_comparable_sales\`;`)
  await db.run(sql`DROP TABLE \`reports_blocks_methodology\`;`)
  await db.run(sql`DROP TABLE \`reports_blocks_conclusion\`;`)
  await db.run(sql`DROP TABLE \`reports_blocks_commentary\`;`)
  await db.run(sql`DROP TABLE \`reports_blocks_assumptions_items\`;`)
  await db.run(sql`DROP TABLE \`reports_blocks_assumptions\`;`)
  await db.run(sql`DROP TABLE \`reports_blocks_signature\`;`)
  await db.run(sql`DROP TABLE \`reports\`;`)
  await db.run(sql`DROP TABLE \`report_templates_blocks_cover\`;`)
  await db.run(sql`DROP TABLE \`report_templates_blocks_value_summary\`;`)
  await db.run(sql`DROP TABLE \`report_templates_blocks_property_description_rows\`;`)
  await db.run(sql`DROP TABLE \`report_templates_blocks_property_description\`;`)
  await db.run(sql`DROP TABLE \`report_templates_blocks_photos\`;`)
  await db.run(sql`DROP TABLE \`report_templates_blocks_location\`;`)
  await db.run(sql`DROP TABLE \`report_templates_blocks_comparable_sales_sales\`;`)
  await db.run(sql`DROP TABLE \`report_templates_blocks_comparable_sales\`;`)
  await db.run(sql`DROP TABLE \`report_templates_blocks_methodology\`;`)
  await db.run(sql`DROP TABLE \`report_templates_blocks_conclusion\`;`)
  await db.run(sql`DROP TABLE \`report_templates_blocks_commentary\`;`)
  await db.run(sql`DROP TABLE \`report_templates_blocks_assumptions_items\`;`)
  await db.run(sql`DROP TABLE \`report_templates_blocks_assumptions\`;`)
  await db.run(sql`DROP TABLE \`report_templates_blocks_signature\`;`)
  await db.run(sql`DROP TABLE \`report_templates\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
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
  	FOREIGN KEY (\`stripe_events_id\`) REFERENCES \`stripe_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "faqs_id", "media_id", "valuations_id", "property_snapshots_id", "files_id", "practices_id", "practice_valuers_id", "products_id", "invoices_id", "contacts_id", "enquiries_id", "businesses_id", "business_branches_id", "franchises_id", "countries_id", "zones_id", "enumerations_id", "enumeration_groups_id", "users_id", "outbox_id", "stripe_events_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "faqs_id", "media_id", "valuations_id", "property_snapshots_id", "files_id", "practices_id", "practice_valuers_id", "products_id", "invoices_id", "contacts_id", "enquiries_id", "businesses_id", "business_branches_id", "franchises_id", "countries_id", "zones_id", "enumerations_id", "enumeration_groups_id", "users_id", "outbox_id", "stripe_events_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stripe_events_id_idx\` ON \`payload_locked_documents_rels\` (\`stripe_events_id\`);`)
  await db.run(sql`ALTER TABLE \`valuations\` DROP COLUMN \`deleted_reason\`;`)
  await db.run(sql`ALTER TABLE \`valuations\` DROP COLUMN \`reminder_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
}
