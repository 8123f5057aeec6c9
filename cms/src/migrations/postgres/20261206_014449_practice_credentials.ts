import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_reports_rule_notes_rule" ADD VALUE 'practiceDetails' BEFORE 'signature';
  ALTER TABLE "practices" ADD COLUMN "legal_name" varchar;
  ALTER TABLE "practices" ADD COLUMN "abn" varchar;
  ALTER TABLE "practices" ADD COLUMN "logo_id" integer;
  ALTER TABLE "practices" ADD COLUMN "indemnity_statement" varchar;
  ALTER TABLE "practices" ADD CONSTRAINT "practices_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "practices_logo_idx" ON "practices" USING btree ("logo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "practices" DROP CONSTRAINT "practices_logo_id_media_id_fk";
  
  ALTER TABLE "reports_rule_notes" ALTER COLUMN "rule" SET DATA TYPE text;
  DROP TYPE "public"."enum_reports_rule_notes_rule";
  CREATE TYPE "public"."enum_reports_rule_notes_rule" AS ENUM('placeholders', 'propertyDescribed', 'blocksFilled', 'comparableSales', 'salesDated', 'conclusion', 'figuresWithinEvidence', 'figuresStated', 'compliance', 'valuerLicensed', 'signature');
  ALTER TABLE "reports_rule_notes" ALTER COLUMN "rule" SET DATA TYPE "public"."enum_reports_rule_notes_rule" USING "rule"::"public"."enum_reports_rule_notes_rule";
  DROP INDEX "practices_logo_idx";
  ALTER TABLE "practices" DROP COLUMN "legal_name";
  ALTER TABLE "practices" DROP COLUMN "abn";
  ALTER TABLE "practices" DROP COLUMN "logo_id";
  ALTER TABLE "practices" DROP COLUMN "indemnity_statement";`)
}
