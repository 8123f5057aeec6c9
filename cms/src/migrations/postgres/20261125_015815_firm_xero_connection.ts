import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invoices" ADD COLUMN "xero_sent_at" timestamp(3) with time zone;
  ALTER TABLE "invoices" ADD COLUMN "xero_invoice_id" varchar;
  ALTER TABLE "businesses" ADD COLUMN "xero_tenant_name" varchar;
  ALTER TABLE "businesses" ADD COLUMN "xero_tenant_id" varchar;
  ALTER TABLE "businesses" ADD COLUMN "xero_connected_at" timestamp(3) with time zone;
  ALTER TABLE "businesses" ADD COLUMN "xero_connected_by_id" integer;
  ALTER TABLE "businesses" ADD COLUMN "xero_refresh_token" varchar;
  ALTER TABLE "businesses" ADD COLUMN "xero_pending_state_hash" varchar;
  ALTER TABLE "businesses" ADD COLUMN "xero_pending_user_id" integer;
  ALTER TABLE "businesses" ADD COLUMN "xero_pending_until" timestamp(3) with time zone;
  ALTER TABLE "businesses" ADD CONSTRAINT "businesses_xero_connected_by_id_users_id_fk" FOREIGN KEY ("xero_connected_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "businesses" ADD CONSTRAINT "businesses_xero_pending_user_id_users_id_fk" FOREIGN KEY ("xero_pending_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "invoices_xero_xero_invoice_id_idx" ON "invoices" USING btree ("xero_invoice_id");
  CREATE INDEX "businesses_xero_xero_connected_by_idx" ON "businesses" USING btree ("xero_connected_by_id");
  CREATE INDEX "businesses_xero_xero_pending_user_idx" ON "businesses" USING btree ("xero_pending_user_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "businesses" DROP CONSTRAINT "businesses_xero_connected_by_id_users_id_fk";
  
  ALTER TABLE "businesses" DROP CONSTRAINT "businesses_xero_pending_user_id_users_id_fk";
  
  DROP INDEX "invoices_xero_xero_invoice_id_idx";
  DROP INDEX "businesses_xero_xero_connected_by_idx";
  DROP INDEX "businesses_xero_xero_pending_user_idx";
  ALTER TABLE "invoices" DROP COLUMN "xero_sent_at";
  ALTER TABLE "invoices" DROP COLUMN "xero_invoice_id";
  ALTER TABLE "businesses" DROP COLUMN "xero_tenant_name";
  ALTER TABLE "businesses" DROP COLUMN "xero_tenant_id";
  ALTER TABLE "businesses" DROP COLUMN "xero_connected_at";
  ALTER TABLE "businesses" DROP COLUMN "xero_connected_by_id";
  ALTER TABLE "businesses" DROP COLUMN "xero_refresh_token";
  ALTER TABLE "businesses" DROP COLUMN "xero_pending_state_hash";
  ALTER TABLE "businesses" DROP COLUMN "xero_pending_user_id";
  ALTER TABLE "businesses" DROP COLUMN "xero_pending_until";`)
}
