import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_businesses_invoicing" AS ENUM('per-order', 'per-bulk-order');
  ALTER TABLE "valuations" ADD COLUMN "business_id" integer;
  ALTER TABLE "valuations" ADD COLUMN "fund_name" varchar;
  ALTER TABLE "valuations" ADD COLUMN "fund_trustee" varchar;
  ALTER TABLE "valuations" ADD COLUMN "fund_abn" varchar;
  ALTER TABLE "invoices_lines" ADD COLUMN "snapshot_id" integer;
  ALTER TABLE "invoices_lines" ADD COLUMN "fund_name" varchar;
  ALTER TABLE "invoices_lines" ADD COLUMN "fund_abn" varchar;
  ALTER TABLE "invoices" ADD COLUMN "business_id" integer;
  ALTER TABLE "invoices" ADD COLUMN "buyer_name" varchar;
  ALTER TABLE "invoices" ADD COLUMN "buyer_abn" varchar;
  ALTER TABLE "businesses" ADD COLUMN "invoicing" "enum_businesses_invoicing" DEFAULT 'per-order';
  ALTER TABLE "businesses" ADD COLUMN "reminder_lead_weeks" numeric DEFAULT 6;
  ALTER TABLE "valuations" ADD CONSTRAINT "valuations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoices_lines" ADD CONSTRAINT "invoices_lines_snapshot_id_property_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."property_snapshots"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "valuations_business_idx" ON "valuations" USING btree ("business_id");
  CREATE INDEX "invoices_lines_snapshot_idx" ON "invoices_lines" USING btree ("snapshot_id");
  CREATE INDEX "invoices_business_idx" ON "invoices" USING btree ("business_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "valuations" DROP CONSTRAINT "valuations_business_id_businesses_id_fk";
  
  ALTER TABLE "invoices_lines" DROP CONSTRAINT "invoices_lines_snapshot_id_property_snapshots_id_fk";
  
  ALTER TABLE "invoices" DROP CONSTRAINT "invoices_business_id_businesses_id_fk";
  
  DROP INDEX "valuations_business_idx";
  DROP INDEX "invoices_lines_snapshot_idx";
  DROP INDEX "invoices_business_idx";
  ALTER TABLE "valuations" DROP COLUMN "business_id";
  ALTER TABLE "valuations" DROP COLUMN "fund_name";
  ALTER TABLE "valuations" DROP COLUMN "fund_trustee";
  ALTER TABLE "valuations" DROP COLUMN "fund_abn";
  ALTER TABLE "invoices_lines" DROP COLUMN "snapshot_id";
  ALTER TABLE "invoices_lines" DROP COLUMN "fund_name";
  ALTER TABLE "invoices_lines" DROP COLUMN "fund_abn";
  ALTER TABLE "invoices" DROP COLUMN "business_id";
  ALTER TABLE "invoices" DROP COLUMN "buyer_name";
  ALTER TABLE "invoices" DROP COLUMN "buyer_abn";
  ALTER TABLE "businesses" DROP COLUMN "invoicing";
  ALTER TABLE "businesses" DROP COLUMN "reminder_lead_weeks";
  DROP TYPE "public"."enum_businesses_invoicing";`)
}
