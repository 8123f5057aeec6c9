import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "property_snapshots" ADD COLUMN "fund_name" varchar;
  ALTER TABLE "property_snapshots" ADD COLUMN "fund_trustee" varchar;
  ALTER TABLE "property_snapshots" ADD COLUMN "fund_abn" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "property_snapshots" DROP COLUMN "fund_name";
  ALTER TABLE "property_snapshots" DROP COLUMN "fund_trustee";
  ALTER TABLE "property_snapshots" DROP COLUMN "fund_abn";`)
}
