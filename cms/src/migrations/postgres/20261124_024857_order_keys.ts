import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "valuations" ADD COLUMN "order_key" varchar;
  ALTER TABLE "property_snapshots" ADD COLUMN "order_key" varchar;
  ALTER TABLE "invoices" ADD COLUMN "order_key" varchar;
  CREATE UNIQUE INDEX "valuations_order_key_idx" ON "valuations" USING btree ("order_key");
  CREATE UNIQUE INDEX "property_snapshots_order_key_idx" ON "property_snapshots" USING btree ("order_key");
  CREATE UNIQUE INDEX "invoices_order_key_idx" ON "invoices" USING btree ("order_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "valuations_order_key_idx";
  DROP INDEX "property_snapshots_order_key_idx";
  DROP INDEX "invoices_order_key_idx";
  ALTER TABLE "valuations" DROP COLUMN "order_key";
  ALTER TABLE "property_snapshots" DROP COLUMN "order_key";
  ALTER TABLE "invoices" DROP COLUMN "order_key";`)
}
