import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_reports_rule_notes_rule" ADD VALUE 'compliance' BEFORE 'valuerLicensed';
  CREATE TABLE "reports_blocks_instructions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "reports_blocks_basis_of_value" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"market_value" varchar,
  	"market_rent" varchar,
  	"retrospective" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "reports_blocks_investigation_relied_on" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "reports_blocks_investigation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "reports_blocks_statements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"compliance" varchar,
  	"independence" varchar,
  	"reliance_period_days" numeric DEFAULT 90 NOT NULL,
  	"reliance" varchar,
  	"liability_limited" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "report_templates_blocks_instructions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "report_templates_blocks_basis_of_value" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"market_value" varchar,
  	"market_rent" varchar,
  	"retrospective" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "report_templates_blocks_investigation_relied_on" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "report_templates_blocks_investigation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "report_templates_blocks_statements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"compliance" varchar,
  	"independence" varchar,
  	"reliance_period_days" numeric DEFAULT 90 NOT NULL,
  	"reliance" varchar,
  	"liability_limited" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "signatures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"valuer_id" integer,
  	"prefix" varchar DEFAULT 'signatures',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "practices" ADD COLUMN "liability_scheme" boolean DEFAULT false;
  ALTER TABLE "practice_valuers" ADD COLUMN "signature_id" integer;
  ALTER TABLE "practice_valuers" ADD COLUMN "signature_verified" boolean DEFAULT false;
  ALTER TABLE "practice_valuers" ADD COLUMN "verified_by_id" integer;
  ALTER TABLE "practice_valuers" ADD COLUMN "verified_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "signatures_id" integer;
  ALTER TABLE "reports_blocks_instructions" ADD CONSTRAINT "reports_blocks_instructions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reports_blocks_basis_of_value" ADD CONSTRAINT "reports_blocks_basis_of_value_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reports_blocks_investigation_relied_on" ADD CONSTRAINT "reports_blocks_investigation_relied_on_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reports_blocks_investigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reports_blocks_investigation" ADD CONSTRAINT "reports_blocks_investigation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reports_blocks_statements" ADD CONSTRAINT "reports_blocks_statements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_templates_blocks_instructions" ADD CONSTRAINT "report_templates_blocks_instructions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."report_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_templates_blocks_basis_of_value" ADD CONSTRAINT "report_templates_blocks_basis_of_value_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."report_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_templates_blocks_investigation_relied_on" ADD CONSTRAINT "report_templates_blocks_investigation_relied_on_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."report_templates_blocks_investigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_templates_blocks_investigation" ADD CONSTRAINT "report_templates_blocks_investigation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."report_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_templates_blocks_statements" ADD CONSTRAINT "report_templates_blocks_statements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."report_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "signatures" ADD CONSTRAINT "signatures_valuer_id_users_id_fk" FOREIGN KEY ("valuer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reports_blocks_instructions_order_idx" ON "reports_blocks_instructions" USING btree ("_order");
  CREATE INDEX "reports_blocks_instructions_parent_id_idx" ON "reports_blocks_instructions" USING btree ("_parent_id");
  CREATE INDEX "reports_blocks_instructions_path_idx" ON "reports_blocks_instructions" USING btree ("_path");
  CREATE INDEX "reports_blocks_basis_of_value_order_idx" ON "reports_blocks_basis_of_value" USING btree ("_order");
  CREATE INDEX "reports_blocks_basis_of_value_parent_id_idx" ON "reports_blocks_basis_of_value" USING btree ("_parent_id");
  CREATE INDEX "reports_blocks_basis_of_value_path_idx" ON "reports_blocks_basis_of_value" USING btree ("_path");
  CREATE INDEX "reports_blocks_investigation_relied_on_order_idx" ON "reports_blocks_investigation_relied_on" USING btree ("_order");
  CREATE INDEX "reports_blocks_investigation_relied_on_parent_id_idx" ON "reports_blocks_investigation_relied_on" USING btree ("_parent_id");
  CREATE INDEX "reports_blocks_investigation_order_idx" ON "reports_blocks_investigation" USING btree ("_order");
  CREATE INDEX "reports_blocks_investigation_parent_id_idx" ON "reports_blocks_investigation" USING btree ("_parent_id");
  CREATE INDEX "reports_blocks_investigation_path_idx" ON "reports_blocks_investigation" USING btree ("_path");
  CREATE INDEX "reports_blocks_statements_order_idx" ON "reports_blocks_statements" USING btree ("_order");
  CREATE INDEX "reports_blocks_statements_parent_id_idx" ON "reports_blocks_statements" USING btree ("_parent_id");
  CREATE INDEX "reports_blocks_statements_path_idx" ON "reports_blocks_statements" USING btree ("_path");
  CREATE INDEX "report_templates_blocks_instructions_order_idx" ON "report_templates_blocks_instructions" USING btree ("_order");
  CREATE INDEX "report_templates_blocks_instructions_parent_id_idx" ON "report_templates_blocks_instructions" USING btree ("_parent_id");
  CREATE INDEX "report_templates_blocks_instructions_path_idx" ON "report_templates_blocks_instructions" USING btree ("_path");
  CREATE INDEX "report_templates_blocks_basis_of_value_order_idx" ON "report_templates_blocks_basis_of_value" USING btree ("_order");
  CREATE INDEX "report_templates_blocks_basis_of_value_parent_id_idx" ON "report_templates_blocks_basis_of_value" USING btree ("_parent_id");
  CREATE INDEX "report_templates_blocks_basis_of_value_path_idx" ON "report_templates_blocks_basis_of_value" USING btree ("_path");
  CREATE INDEX "report_templates_blocks_investigation_relied_on_order_idx" ON "report_templates_blocks_investigation_relied_on" USING btree ("_order");
  CREATE INDEX "report_templates_blocks_investigation_relied_on_parent_id_idx" ON "report_templates_blocks_investigation_relied_on" USING btree ("_parent_id");
  CREATE INDEX "report_templates_blocks_investigation_order_idx" ON "report_templates_blocks_investigation" USING btree ("_order");
  CREATE INDEX "report_templates_blocks_investigation_parent_id_idx" ON "report_templates_blocks_investigation" USING btree ("_parent_id");
  CREATE INDEX "report_templates_blocks_investigation_path_idx" ON "report_templates_blocks_investigation" USING btree ("_path");
  CREATE INDEX "report_templates_blocks_statements_order_idx" ON "report_templates_blocks_statements" USING btree ("_order");
  CREATE INDEX "report_templates_blocks_statements_parent_id_idx" ON "report_templates_blocks_statements" USING btree ("_parent_id");
  CREATE INDEX "report_templates_blocks_statements_path_idx" ON "report_templates_blocks_statements" USING btree ("_path");
  CREATE INDEX "signatures_valuer_idx" ON "signatures" USING btree ("valuer_id");
  CREATE INDEX "signatures_updated_at_idx" ON "signatures" USING btree ("updated_at");
  CREATE INDEX "signatures_created_at_idx" ON "signatures" USING btree ("created_at");
  CREATE UNIQUE INDEX "signatures_filename_idx" ON "signatures" USING btree ("filename");
  ALTER TABLE "practice_valuers" ADD CONSTRAINT "practice_valuers_signature_id_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."signatures"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "practice_valuers" ADD CONSTRAINT "practice_valuers_verified_by_id_users_id_fk" FOREIGN KEY ("verified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_signatures_fk" FOREIGN KEY ("signatures_id") REFERENCES "public"."signatures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "practice_valuers_signature_idx" ON "practice_valuers" USING btree ("signature_id");
  CREATE INDEX "practice_valuers_verified_by_idx" ON "practice_valuers" USING btree ("verified_by_id");
  CREATE INDEX "payload_locked_documents_rels_signatures_id_idx" ON "payload_locked_documents_rels" USING btree ("signatures_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reports_blocks_instructions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reports_blocks_basis_of_value" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reports_blocks_investigation_relied_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reports_blocks_investigation" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reports_blocks_statements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_templates_blocks_instructions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_templates_blocks_basis_of_value" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_templates_blocks_investigation_relied_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_templates_blocks_investigation" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_templates_blocks_statements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "signatures" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reports_blocks_instructions" CASCADE;
  DROP TABLE "reports_blocks_basis_of_value" CASCADE;
  DROP TABLE "reports_blocks_investigation_relied_on" CASCADE;
  DROP TABLE "reports_blocks_investigation" CASCADE;
  DROP TABLE "reports_blocks_statements" CASCADE;
  DROP TABLE "report_templates_blocks_instructions" CASCADE;
  DROP TABLE "report_templates_blocks_basis_of_value" CASCADE;
  DROP TABLE "report_templates_blocks_investigation_relied_on" CASCADE;
  DROP TABLE "report_templates_blocks_investigation" CASCADE;
  DROP TABLE "report_templates_blocks_statements" CASCADE;
  DROP TABLE "signatures" CASCADE;
  ALTER TABLE "practice_valuers" DROP CONSTRAINT "practice_valuers_signature_id_signatures_id_fk";
  
  ALTER TABLE "practice_valuers" DROP CONSTRAINT "practice_valuers_verified_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_signatures_fk";
  
  ALTER TABLE "reports_rule_notes" ALTER COLUMN "rule" SET DATA TYPE text;
  DROP TYPE "public"."enum_reports_rule_notes_rule";
  CREATE TYPE "public"."enum_reports_rule_notes_rule" AS ENUM('placeholders', 'propertyDescribed', 'blocksFilled', 'comparableSales', 'salesDated', 'conclusion', 'figuresStated', 'valuerLicensed', 'signature');
  ALTER TABLE "reports_rule_notes" ALTER COLUMN "rule" SET DATA TYPE "public"."enum_reports_rule_notes_rule" USING "rule"::"public"."enum_reports_rule_notes_rule";
  DROP INDEX "practice_valuers_signature_idx";
  DROP INDEX "practice_valuers_verified_by_idx";
  DROP INDEX "payload_locked_documents_rels_signatures_id_idx";
  ALTER TABLE "practices" DROP COLUMN "liability_scheme";
  ALTER TABLE "practice_valuers" DROP COLUMN "signature_id";
  ALTER TABLE "practice_valuers" DROP COLUMN "signature_verified";
  ALTER TABLE "practice_valuers" DROP COLUMN "verified_by_id";
  ALTER TABLE "practice_valuers" DROP COLUMN "verified_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "signatures_id";`)
}
