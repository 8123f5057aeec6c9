import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_invoices_report_kind" AS ENUM('value', 'rental', 'both');
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_valuations_fk";
  
  DROP INDEX "payload_locked_documents_rels_valuations_id_idx";
  ALTER TABLE "invoices" ADD COLUMN "report_kind" "enum_invoices_report_kind";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "valuations_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "valuations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_valuations_fk" FOREIGN KEY ("valuations_id") REFERENCES "public"."valuations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_valuations_id_idx" ON "payload_locked_documents_rels" USING btree ("valuations_id");
  ALTER TABLE "invoices" DROP COLUMN "report_kind";
  DROP TYPE "public"."enum_invoices_report_kind";`)
}
