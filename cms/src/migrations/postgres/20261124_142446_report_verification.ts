import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reports" ADD COLUMN "verification_code" varchar;
  ALTER TABLE "reports" ADD COLUMN "verification_sha256" varchar;
  ALTER TABLE "reports" ADD COLUMN "verification_practice" varchar;
  ALTER TABLE "reports" ADD COLUMN "verification_valuer" varchar;
  ALTER TABLE "reports" ADD COLUMN "verification_licences" varchar;
  ALTER TABLE "reports" ADD COLUMN "verification_address" varchar;
  ALTER TABLE "reports" ADD COLUMN "verification_valuation_date" varchar;
  ALTER TABLE "reports" ADD COLUMN "verification_report_date" varchar;
  CREATE UNIQUE INDEX "reports_verification_verification_code_idx" ON "reports" USING btree ("verification_code");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "reports_verification_verification_code_idx";
  ALTER TABLE "reports" DROP COLUMN "verification_code";
  ALTER TABLE "reports" DROP COLUMN "verification_sha256";
  ALTER TABLE "reports" DROP COLUMN "verification_practice";
  ALTER TABLE "reports" DROP COLUMN "verification_valuer";
  ALTER TABLE "reports" DROP COLUMN "verification_licences";
  ALTER TABLE "reports" DROP COLUMN "verification_address";
  ALTER TABLE "reports" DROP COLUMN "verification_valuation_date";
  ALTER TABLE "reports" DROP COLUMN "verification_report_date";`)
}
