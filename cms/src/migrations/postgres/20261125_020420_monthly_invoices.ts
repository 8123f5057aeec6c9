import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_businesses_invoicing" ADD VALUE 'per-month';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'issueMonthlyInvoices' BEFORE 'sendPasswordReset';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'issueMonthlyInvoices' BEFORE 'sendPasswordReset';
  ALTER TABLE "valuations" ALTER COLUMN "invoice_id" DROP NOT NULL;
  ALTER TABLE "valuations" ADD COLUMN "on_account_month" varchar;
  ALTER TABLE "valuations" ADD COLUMN "on_account_line" jsonb;
  ALTER TABLE "invoices_lines" ADD COLUMN "credited_at" timestamp(3) with time zone;
  ALTER TABLE "invoices" ADD COLUMN "period" varchar;
  ALTER TABLE "invoices" ADD COLUMN "due_on" varchar;
  CREATE INDEX "valuations_on_account_on_account_month_idx" ON "valuations" USING btree ("on_account_month");
  CREATE INDEX "invoices_period_idx" ON "invoices" USING btree ("period");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "businesses" ALTER COLUMN "invoicing" SET DATA TYPE text;
  ALTER TABLE "businesses" ALTER COLUMN "invoicing" SET DEFAULT 'per-order'::text;
  DROP TYPE "public"."enum_businesses_invoicing";
  CREATE TYPE "public"."enum_businesses_invoicing" AS ENUM('per-order', 'per-bulk-order');
  ALTER TABLE "businesses" ALTER COLUMN "invoicing" SET DEFAULT 'per-order'::"public"."enum_businesses_invoicing";
  ALTER TABLE "businesses" ALTER COLUMN "invoicing" SET DATA TYPE "public"."enum_businesses_invoicing" USING "invoicing"::"public"."enum_businesses_invoicing";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'remindDueValuations', 'sendPasswordReset', 'signUp', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'remindDueValuations', 'sendPasswordReset', 'signUp', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "valuations_on_account_on_account_month_idx";
  DROP INDEX "invoices_period_idx";
  ALTER TABLE "valuations" ALTER COLUMN "invoice_id" SET NOT NULL;
  ALTER TABLE "valuations" DROP COLUMN "on_account_month";
  ALTER TABLE "valuations" DROP COLUMN "on_account_line";
  ALTER TABLE "invoices_lines" DROP COLUMN "credited_at";
  ALTER TABLE "invoices" DROP COLUMN "period";
  ALTER TABLE "invoices" DROP COLUMN "due_on";`)
}
