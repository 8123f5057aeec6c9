import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reports_blocks_methodology_method" AS ENUM('direct-comparison', 'capitalisation', 'summation');
  CREATE TYPE "public"."enum_reports_status" AS ENUM('draft', 'final');
  CREATE TYPE "public"."enum_report_templates_blocks_methodology_method" AS ENUM('direct-comparison', 'capitalisation', 'summation');
  CREATE TYPE "public"."enum_report_templates_type" AS ENUM('residential', 'commercial', 'industrial', 'retail', 'rural');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'remindDueValuations' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'remindDueValuations' BEFORE 'schedulePublish';
  CREATE TABLE "valuations_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slot" varchar NOT NULL,
  	"file_id" integer NOT NULL
  );
  
  CREATE TABLE "valuations_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"from" varchar,
  	"to" varchar NOT NULL,
  	"note" varchar
  );
  
  CREATE TABLE "reports_blocks_cover" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Desktop Valuation Report',
  	"block_name" varchar
  );
  
  CREATE TABLE "reports_blocks_value_summary" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "reports_blocks_property_description_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "reports_blocks_property_description" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "reports_blocks_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "reports_blocks_location" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "reports_blocks_comparable_sales_sales" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"address" varchar NOT NULL,
  	"sale_date" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"area" varchar,
  	"rate" varchar,
  	"comparison" varchar
  );
  
  CREATE TABLE "reports_blocks_comparable_sales" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "reports_blocks_methodology" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"method" "enum_reports_blocks_methodology_method" DEFAULT 'direct-comparison' NOT NULL,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "reports_blocks_conclusion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"market_value" numeric,
  	"rental_value" numeric,
  	"rental_basis" varchar,
  	"basis" varchar DEFAULT 'Market value',
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "reports_blocks_commentary" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Market commentary',
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "reports_blocks_assumptions_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "reports_blocks_assumptions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "reports_blocks_signature" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"valuation_id" integer NOT NULL,
  	"template_id" integer,
  	"status" "enum_reports_status" DEFAULT 'draft' NOT NULL,
  	"pdf_id" integer,
  	"completed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "report_templates_blocks_cover" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Desktop Valuation Report',
  	"block_name" varchar
  );
  
  CREATE TABLE "report_templates_blocks_value_summary" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "report_templates_blocks_property_description_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "report_templates_blocks_property_description" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "report_templates_blocks_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "report_templates_blocks_location" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "report_templates_blocks_comparable_sales_sales" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"address" varchar NOT NULL,
  	"sale_date" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"area" varchar,
  	"rate" varchar,
  	"comparison" varchar
  );
  
  CREATE TABLE "report_templates_blocks_comparable_sales" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "report_templates_blocks_methodology" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"method" "enum_report_templates_blocks_methodology_method" DEFAULT 'direct-comparison' NOT NULL,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "report_templates_blocks_conclusion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"market_value" numeric,
  	"rental_value" numeric,
  	"rental_basis" varchar,
  	"basis" varchar DEFAULT 'Market value',
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "report_templates_blocks_commentary" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Market commentary',
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "report_templates_blocks_assumptions_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "report_templates_blocks_assumptions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "report_templates_blocks_signature" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "report_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_report_templates_type" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "valuations" ADD COLUMN "deleted_reason" varchar;
  ALTER TABLE "valuations" ADD COLUMN "reminder_sent_at" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "report_templates_id" integer;
  ALTER TABLE "valuations_files" ADD CONSTRAINT "valuations_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "valuations_files" ADD CONSTRAINT "valuations_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."valuations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "valuations_history" ADD CONSTRAINT "valuations_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "valuations_history" ADD CONSTRAINT "valuations_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."valuations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reports_blocks_cover" ADD CONSTRAINT "reports_blocks_cover_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reports_blocks_value_summary" ADD CONSTRAINT "reports_blocks_value_summary_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reports_blocks_property_description_rows" ADD CONSTRAINT "reports_blocks_property_description_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reports_blocks_property_description"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reports_blocks_property_description" ADD CONSTRAINT "reports_blocks_property_description_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reports_blocks_photos" ADD CONSTRAINT "reports_blocks_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reports_blocks_location" ADD CONSTRAINT "reports_blocks_location_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reports_blocks_comparable_sales_sales" ADD CONSTRAINT "reports_blocks_comparable_sales_sales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reports_blocks_comparable_sales"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reports_blocks_comparable_sales" ADD CONSTRAINT "reports_blocks_comparable_sales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reports_blocks_methodology" ADD CONSTRAINT "reports_blocks_methodology_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reports_blocks_conclusion" ADD CONSTRAINT "reports_blocks_conclusion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reports_blocks_commentary" ADD CONSTRAINT "reports_blocks_commentary_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reports_blocks_assumptions_items" ADD CONSTRAINT "reports_blocks_assumptions_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reports_blocks_assumptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reports_blocks_assumptions" ADD CONSTRAINT "reports_blocks_assumptions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reports_blocks_signature" ADD CONSTRAINT "reports_blocks_signature_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reports" ADD CONSTRAINT "reports_valuation_id_valuations_id_fk" FOREIGN KEY ("valuation_id") REFERENCES "public"."valuations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reports" ADD CONSTRAINT "reports_template_id_report_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."report_templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reports" ADD CONSTRAINT "reports_pdf_id_files_id_fk" FOREIGN KEY ("pdf_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "report_templates_blocks_cover" ADD CONSTRAINT "report_templates_blocks_cover_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."report_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_templates_blocks_value_summary" ADD CONSTRAINT "report_templates_blocks_value_summary_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."report_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_templates_blocks_property_description_rows" ADD CONSTRAINT "report_templates_blocks_property_description_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."report_templates_blocks_property_description"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_templates_blocks_property_description" ADD CONSTRAINT "report_templates_blocks_property_description_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."report_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_templates_blocks_photos" ADD CONSTRAINT "report_templates_blocks_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."report_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_templates_blocks_location" ADD CONSTRAINT "report_templates_blocks_location_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."report_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_templates_blocks_comparable_sales_sales" ADD CONSTRAINT "report_templates_blocks_comparable_sales_sales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."report_templates_blocks_comparable_sales"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_templates_blocks_comparable_sales" ADD CONSTRAINT "report_templates_blocks_comparable_sales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."report_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_templates_blocks_methodology" ADD CONSTRAINT "report_templates_blocks_methodology_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."report_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_templates_blocks_conclusion" ADD CONSTRAINT "report_templates_blocks_conclusion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."report_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_templates_blocks_commentary" ADD CONSTRAINT "report_templates_blocks_commentary_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."report_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_templates_blocks_assumptions_items" ADD CONSTRAINT "report_templates_blocks_assumptions_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."report_templates_blocks_assumptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_templates_blocks_assumptions" ADD CONSTRAINT "report_templates_blocks_assumptions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."report_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_templates_blocks_signature" ADD CONSTRAINT "report_templates_blocks_signature_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."report_templates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "valuations_files_order_idx" ON "valuations_files" USING btree ("_order");
  CREATE INDEX "valuations_files_parent_id_idx" ON "valuations_files" USING btree ("_parent_id");
  CREATE INDEX "valuations_files_file_idx" ON "valuations_files" USING btree ("file_id");
  CREATE INDEX "valuations_history_order_idx" ON "valuations_history" USING btree ("_order");
  CREATE INDEX "valuations_history_parent_id_idx" ON "valuations_history" USING btree ("_parent_id");
  CREATE INDEX "valuations_history_by_idx" ON "valuations_history" USING btree ("by_id");
  CREATE INDEX "reports_blocks_cover_order_idx" ON "reports_blocks_cover" USING btree ("_order");
  CREATE INDEX "reports_blocks_cover_parent_id_idx" ON "reports_blocks_cover" USING btree ("_parent_id");
  CREATE INDEX "reports_blocks_cover_path_idx" ON "reports_blocks_cover" USING btree ("_path");
  CREATE INDEX "reports_blocks_value_summary_order_idx" ON "reports_blocks_value_summary" USING btree ("_order");
  CREATE INDEX "reports_blocks_value_summary_parent_id_idx" ON "reports_blocks_value_summary" USING btree ("_parent_id");
  CREATE INDEX "reports_blocks_value_summary_path_idx" ON "reports_blocks_value_summary" USING btree ("_path");
  CREATE INDEX "reports_blocks_property_description_rows_order_idx" ON "reports_blocks_property_description_rows" USING btree ("_order");
  CREATE INDEX "reports_blocks_property_description_rows_parent_id_idx" ON "reports_blocks_property_description_rows" USING btree ("_parent_id");
  CREATE INDEX "reports_blocks_property_description_order_idx" ON "reports_blocks_property_description" USING btree ("_order");
  CREATE INDEX "reports_blocks_property_description_parent_id_idx" ON "reports_blocks_property_description" USING btree ("_parent_id");
  CREATE INDEX "reports_blocks_property_description_path_idx" ON "reports_blocks_property_description" USING btree ("_path");
  CREATE INDEX "reports_blocks_photos_order_idx" ON "reports_blocks_photos" USING btree ("_order");
  CREATE INDEX "reports_blocks_photos_parent_id_idx" ON "reports_blocks_photos" USING btree ("_parent_id");
  CREATE INDEX "reports_blocks_photos_path_idx" ON "reports_blocks_photos" USING btree ("_path");
  CREATE INDEX "reports_blocks_location_order_idx" ON "reports_blocks_location" USING btree ("_order");
  CREATE INDEX "reports_blocks_location_parent_id_idx" ON "reports_blocks_location" USING btree ("_parent_id");
  CREATE INDEX "reports_blocks_location_path_idx" ON "reports_blocks_location" USING btree ("_path");
  CREATE INDEX "reports_blocks_comparable_sales_sales_order_idx" ON "reports_blocks_comparable_sales_sales" USING btree ("_order");
  CREATE INDEX "reports_blocks_comparable_sales_sales_parent_id_idx" ON "reports_blocks_comparable_sales_sales" USING btree ("_parent_id");
  CREATE INDEX "reports_blocks_comparable_sales_order_idx" ON "reports_blocks_comparable_sales" USING btree ("_order");
  CREATE INDEX "reports_blocks_comparable_sales_parent_id_idx" ON "reports_blocks_comparable_sales" USING btree ("_parent_id");
  CREATE INDEX "reports_blocks_comparable_sales_path_idx" ON "reports_blocks_comparable_sales" USING btree ("_path");
  CREATE INDEX "reports_blocks_methodology_order_idx" ON "reports_blocks_methodology" USING btree ("_order");
  CREATE INDEX "reports_blocks_methodology_parent_id_idx" ON "reports_blocks_methodology" USING btree ("_parent_id");
  CREATE INDEX "reports_blocks_methodology_path_idx" ON "reports_blocks_methodology" USING btree ("_path");
  CREATE INDEX "reports_blocks_conclusion_order_idx" ON "reports_blocks_conclusion" USING btree ("_order");
  CREATE INDEX "reports_blocks_conclusion_parent_id_idx" ON "reports_blocks_conclusion" USING btree ("_parent_id");
  CREATE INDEX "reports_blocks_conclusion_path_idx" ON "reports_blocks_conclusion" USING btree ("_path");
  CREATE INDEX "reports_blocks_commentary_order_idx" ON "reports_blocks_commentary" USING btree ("_order");
  CREATE INDEX "reports_blocks_commentary_parent_id_idx" ON "reports_blocks_commentary" USING btree ("_parent_id");
  CREATE INDEX "reports_blocks_commentary_path_idx" ON "reports_blocks_commentary" USING btree ("_path");
  CREATE INDEX "reports_blocks_assumptions_items_order_idx" ON "reports_blocks_assumptions_items" USING btree ("_order");
  CREATE INDEX "reports_blocks_assumptions_items_parent_id_idx" ON "reports_blocks_assumptions_items" USING btree ("_parent_id");
  CREATE INDEX "reports_blocks_assumptions_order_idx" ON "reports_blocks_assumptions" USING btree ("_order");
  CREATE INDEX "reports_blocks_assumptions_parent_id_idx" ON "reports_blocks_assumptions" USING btree ("_parent_id");
  CREATE INDEX "reports_blocks_assumptions_path_idx" ON "reports_blocks_assumptions" USING btree ("_path");
  CREATE INDEX "reports_blocks_signature_order_idx" ON "reports_blocks_signature" USING btree ("_order");
  CREATE INDEX "reports_blocks_signature_parent_id_idx" ON "reports_blocks_signature" USING btree ("_parent_id");
  CREATE INDEX "reports_blocks_signature_path_idx" ON "reports_blocks_signature" USING btree ("_path");
  CREATE INDEX "reports_valuation_idx" ON "reports" USING btree ("valuation_id");
  CREATE INDEX "reports_template_idx" ON "reports" USING btree ("template_id");
  CREATE INDEX "reports_pdf_idx" ON "reports" USING btree ("pdf_id");
  CREATE INDEX "reports_updated_at_idx" ON "reports" USING btree ("updated_at");
  CREATE INDEX "reports_created_at_idx" ON "reports" USING btree ("created_at");
  CREATE INDEX "report_templates_blocks_cover_order_idx" ON "report_templates_blocks_cover" USING btree ("_order");
  CREATE INDEX "report_templates_blocks_cover_parent_id_idx" ON "report_templates_blocks_cover" USING btree ("_parent_id");
  CREATE INDEX "report_templates_blocks_cover_path_idx" ON "report_templates_blocks_cover" USING btree ("_path");
  CREATE INDEX "report_templates_blocks_value_summary_order_idx" ON "report_templates_blocks_value_summary" USING btree ("_order");
  CREATE INDEX "report_templates_blocks_value_summary_parent_id_idx" ON "report_templates_blocks_value_summary" USING btree ("_parent_id");
  CREATE INDEX "report_templates_blocks_value_summary_path_idx" ON "report_templates_blocks_value_summary" USING btree ("_path");
  CREATE INDEX "report_templates_blocks_property_description_rows_order_idx" ON "report_templates_blocks_property_description_rows" USING btree ("_order");
  CREATE INDEX "report_templates_blocks_property_description_rows_parent_id_idx" ON "report_templates_blocks_property_description_rows" USING btree ("_parent_id");
  CREATE INDEX "report_templates_blocks_property_description_order_idx" ON "report_templates_blocks_property_description" USING btree ("_order");
  CREATE INDEX "report_templates_blocks_property_description_parent_id_idx" ON "report_templates_blocks_property_description" USING btree ("_parent_id");
  CREATE INDEX "report_templates_blocks_property_description_path_idx" ON "report_templates_blocks_property_description" USING btree ("_path");
  CREATE INDEX "report_templates_blocks_photos_order_idx" ON "report_templates_blocks_photos" USING btree ("_order");
  CREATE INDEX "report_templates_blocks_photos_parent_id_idx" ON "report_templates_blocks_photos" USING btree ("_parent_id");
  CREATE INDEX "report_templates_blocks_photos_path_idx" ON "report_templates_blocks_photos" USING btree ("_path");
  CREATE INDEX "report_templates_blocks_location_order_idx" ON "report_templates_blocks_location" USING btree ("_order");
  CREATE INDEX "report_templates_blocks_location_parent_id_idx" ON "report_templates_blocks_location" USING btree ("_parent_id");
  CREATE INDEX "report_templates_blocks_location_path_idx" ON "report_templates_blocks_location" USING btree ("_path");
  CREATE INDEX "report_templates_blocks_comparable_sales_sales_order_idx" ON "report_templates_blocks_comparable_sales_sales" USING btree ("_order");
  CREATE INDEX "report_templates_blocks_comparable_sales_sales_parent_id_idx" ON "report_templates_blocks_comparable_sales_sales" USING btree ("_parent_id");
  CREATE INDEX "report_templates_blocks_comparable_sales_order_idx" ON "report_templates_blocks_comparable_sales" USING btree ("_order");
  CREATE INDEX "report_templates_blocks_comparable_sales_parent_id_idx" ON "report_templates_blocks_comparable_sales" USING btree ("_parent_id");
  CREATE INDEX "report_templates_blocks_comparable_sales_path_idx" ON "report_templates_blocks_comparable_sales" USING btree ("_path");
  CREATE INDEX "report_templates_blocks_methodology_order_idx" ON "report_templates_blocks_methodology" USING btree ("_order");
  CREATE INDEX "report_templates_blocks_methodology_parent_id_idx" ON "report_templates_blocks_methodology" USING btree ("_parent_id");
  CREATE INDEX "report_templates_blocks_methodology_path_idx" ON "report_templates_blocks_methodology" USING btree ("_path");
  CREATE INDEX "report_templates_blocks_conclusion_order_idx" ON "report_templates_blocks_conclusion" USING btree ("_order");
  CREATE INDEX "report_templates_blocks_conclusion_parent_id_idx" ON "report_templates_blocks_conclusion" USING btree ("_parent_id");
  CREATE INDEX "report_templates_blocks_conclusion_path_idx" ON "report_templates_blocks_conclusion" USING btree ("_path");
  CREATE INDEX "report_templates_blocks_commentary_order_idx" ON "report_templates_blocks_commentary" USING btree ("_order");
  CREATE INDEX "report_templates_blocks_commentary_parent_id_idx" ON "report_templates_blocks_commentary" USING btree ("_parent_id");
  CREATE INDEX "report_templates_blocks_commentary_path_idx" ON "report_templates_blocks_commentary" USING btree ("_path");
  CREATE INDEX "report_templates_blocks_assumptions_items_order_idx" ON "report_templates_blocks_assumptions_items" USING btree ("_order");
  CREATE INDEX "report_templates_blocks_assumptions_items_parent_id_idx" ON "report_templates_blocks_assumptions_items" USING btree ("_parent_id");
  CREATE INDEX "report_templates_blocks_assumptions_order_idx" ON "report_templates_blocks_assumptions" USING btree ("_order");
  CREATE INDEX "report_templates_blocks_assumptions_parent_id_idx" ON "report_templates_blocks_assumptions" USING btree ("_parent_id");
  CREATE INDEX "report_templates_blocks_assumptions_path_idx" ON "report_templates_blocks_assumptions" USING btree ("_path");
  CREATE INDEX "report_templates_blocks_signature_order_idx" ON "report_templates_blocks_signature" USING btree ("_order");
  CREATE INDEX "report_templates_blocks_signature_parent_id_idx" ON "report_templates_blocks_signature" USING btree ("_parent_id");
  CREATE INDEX "report_templates_blocks_signature_path_idx" ON "report_templates_blocks_signature" USING btree ("_path");
  CREATE INDEX "report_templates_type_idx" ON "report_templates" USING btree ("type");
  CREATE INDEX "report_templates_updated_at_idx" ON "report_templates" USING btree ("updated_at");
  CREATE INDEX "report_templates_created_at_idx" ON "report_templates" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reports_fk" FOREIGN KEY ("reports_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_report_templates_fk" FOREIGN KEY ("report_templates_id") REFERENCES "public"."report_templates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("reports_id");
  CREATE INDEX "payload_locked_documents_rels_report_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("report_templates_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "valuations_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "valuations_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reports_blocks_cover" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reports_blocks_value_summary" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reports_blocks_property_description_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reports_blocks_property_description" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reports_blocks_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reports_blocks_location" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reports_blocks_comparable_sales_sales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reports_blocks_comparable_sales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reports_blocks_methodology" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reports_blocks_conclusion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reports_blocks_commentary" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reports_blocks_assumptions_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reports_blocks_assumptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reports_blocks_signature" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_templates_blocks_cover" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_templates_blocks_value_summary" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_templates_blocks_property_description_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_templates_blocks_property_description" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_templates_blocks_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_templates_blocks_location" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_templates_blocks_comparable_sales_sales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_templates_blocks_comparable_sales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_templates_blocks_methodology" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_templates_blocks_conclusion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_templates_blocks_commentary" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_templates_blocks_assumptions_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_templates_blocks_assumptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_templates_blocks_signature" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_templates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "valuations_files" CASCADE;
  DROP TABLE "valuations_history" CASCADE;
  DROP TABLE "reports_blocks_cover" CASCADE;
  DROP TABLE "reports_blocks_value_summary" CASCADE;
  DROP TABLE "reports_blocks_property_description_rows" CASCADE;
  DROP TABLE "reports_blocks_property_description" CASCADE;
  DROP TABLE "reports_blocks_photos" CASCADE;
  DROP TABLE "reports_blocks_location" CASCADE;
  DROP TABLE "reports_blocks_comparable_sales_sales" CASCADE;
  DROP TABLE "reports_blocks_comparable_sales" CASCADE;
  DROP TABLE "reports_blocks_methodology" CASCADE;
  DROP TABLE "reports_blocks_conclusion" CASCADE;
  DROP TABLE "reports_blocks_commentary" CASCADE;
  DROP TABLE "reports_blocks_assumptions_items" CASCADE;
  DROP TABLE "reports_blocks_assumptions" CASCADE;
  DROP TABLE "reports_blocks_signature" CASCADE;
  DROP TABLE "reports" CASCADE;
  DROP TABLE "report_templates_blocks_cover" CASCADE;
  DROP TABLE "report_templates_blocks_value_summary" CASCADE;
  DROP TABLE "report_templates_blocks_property_description_rows" CASCADE;
  DROP TABLE "report_templates_blocks_property_description" CASCADE;
  DROP TABLE "report_templates_blocks_photos" CASCADE;
  DROP TABLE "report_templates_blocks_location" CASCADE;
  DROP TABLE "report_templates_blocks_comparable_sales_sales" CASCADE;
  DROP TABLE "report_templates_blocks_comparable_sales" CASCADE;
  DROP TABLE "report_templates_blocks_methodology" CASCADE;
  DROP TABLE "report_templates_blocks_conclusion" CASCADE;
  DROP TABLE "report_templates_blocks_commentary" CASCADE;
  DROP TABLE "report_templates_blocks_assumptions_items" CASCADE;
  DROP TABLE "report_templates_blocks_assumptions" CASCADE;
  DROP TABLE "report_templates_blocks_signature" CASCADE;
  DROP TABLE "report_templates" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_report_templates_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_reports_id_idx";
  DROP INDEX "payload_locked_documents_rels_report_templates_id_idx";
  ALTER TABLE "valuations" DROP COLUMN "deleted_reason";
  ALTER TABLE "valuations" DROP COLUMN "reminder_sent_at";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "report_templates_id";
  DROP TYPE "public"."enum_reports_blocks_methodology_method";
  DROP TYPE "public"."enum_reports_status";
  DROP TYPE "public"."enum_report_templates_blocks_methodology_method";
  DROP TYPE "public"."enum_report_templates_type";`)
}
