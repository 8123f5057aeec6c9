import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_reports_status" ADD VALUE 'superseded';
  ALTER TYPE "public"."enum_invoices_status" ADD VALUE 'refunded';
  ALTER TABLE "valuations" ADD COLUMN "hold_since" timestamp(3) with time zone;
  ALTER TABLE "valuations" ADD COLUMN "hold_reason" varchar;
  ALTER TABLE "reports" ADD COLUMN "version" numeric DEFAULT 1;
  ALTER TABLE "reports" ADD COLUMN "reissue_reason" varchar;
  ALTER TABLE "invoices" ADD COLUMN "refund_at" timestamp(3) with time zone;
  ALTER TABLE "invoices" ADD COLUMN "refund_reason" varchar;
  ALTER TABLE "invoices" ADD COLUMN "refund_stripe_refund_id" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reports" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "reports" ALTER COLUMN "status" SET DEFAULT 'draft'::text;
  DROP TYPE "public"."enum_reports_status";
  CREATE TYPE "public"."enum_reports_status" AS ENUM('draft', 'final');
  ALTER TABLE "reports" ALTER COLUMN "status" SET DEFAULT 'draft'::"public"."enum_reports_status";
  ALTER TABLE "reports" ALTER COLUMN "status" SET DATA TYPE "public"."enum_reports_status" USING "status"::"public"."enum_reports_status";
  ALTER TABLE "invoices" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "invoices" ALTER COLUMN "status" SET DEFAULT 'unpaid'::text;
  DROP TYPE "public"."enum_invoices_status";
  CREATE TYPE "public"."enum_invoices_status" AS ENUM('unpaid', 'paid', 'void');
  ALTER TABLE "invoices" ALTER COLUMN "status" SET DEFAULT 'unpaid'::"public"."enum_invoices_status";
  ALTER TABLE "invoices" ALTER COLUMN "status" SET DATA TYPE "public"."enum_invoices_status" USING "status"::"public"."enum_invoices_status";
  ALTER TABLE "valuations" DROP COLUMN "hold_since";
  ALTER TABLE "valuations" DROP COLUMN "hold_reason";
  ALTER TABLE "reports" DROP COLUMN "version";
  ALTER TABLE "reports" DROP COLUMN "reissue_reason";
  ALTER TABLE "invoices" DROP COLUMN "refund_at";
  ALTER TABLE "invoices" DROP COLUMN "refund_reason";
  ALTER TABLE "invoices" DROP COLUMN "refund_stripe_refund_id";`)
}
