import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invoices" ADD COLUMN "snapshot_id" integer;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_snapshot_id_property_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."property_snapshots"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "invoices_snapshot_idx" ON "invoices" USING btree ("snapshot_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invoices" DROP CONSTRAINT "invoices_snapshot_id_property_snapshots_id_fk";
  
  DROP INDEX "invoices_snapshot_idx";
  ALTER TABLE "invoices" DROP COLUMN "snapshot_id";`)
}
