import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_adjustment_notes_kind" AS ENUM('refund', 'credit');
  CREATE TABLE "adjustment_notes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"invoice_id" integer NOT NULL,
  	"valuation_id" integer,
  	"kind" "enum_adjustment_notes_kind" NOT NULL,
  	"description" varchar NOT NULL,
  	"reason" varchar NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"gst_cents" numeric NOT NULL,
  	"customer_id" integer NOT NULL,
  	"business_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "adjustment_notes_id" integer;
  ALTER TABLE "adjustment_notes" ADD CONSTRAINT "adjustment_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "adjustment_notes" ADD CONSTRAINT "adjustment_notes_valuation_id_valuations_id_fk" FOREIGN KEY ("valuation_id") REFERENCES "public"."valuations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "adjustment_notes" ADD CONSTRAINT "adjustment_notes_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "adjustment_notes" ADD CONSTRAINT "adjustment_notes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "adjustment_notes_number_idx" ON "adjustment_notes" USING btree ("number");
  CREATE INDEX "adjustment_notes_invoice_idx" ON "adjustment_notes" USING btree ("invoice_id");
  CREATE INDEX "adjustment_notes_valuation_idx" ON "adjustment_notes" USING btree ("valuation_id");
  CREATE INDEX "adjustment_notes_customer_idx" ON "adjustment_notes" USING btree ("customer_id");
  CREATE INDEX "adjustment_notes_business_idx" ON "adjustment_notes" USING btree ("business_id");
  CREATE INDEX "adjustment_notes_updated_at_idx" ON "adjustment_notes" USING btree ("updated_at");
  CREATE INDEX "adjustment_notes_created_at_idx" ON "adjustment_notes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_adjustment_notes_fk" FOREIGN KEY ("adjustment_notes_id") REFERENCES "public"."adjustment_notes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_adjustment_notes_id_idx" ON "payload_locked_documents_rels" USING btree ("adjustment_notes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "adjustment_notes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "adjustment_notes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_adjustment_notes_fk";
  
  DROP INDEX "payload_locked_documents_rels_adjustment_notes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "adjustment_notes_id";
  DROP TYPE "public"."enum_adjustment_notes_kind";`)
}
