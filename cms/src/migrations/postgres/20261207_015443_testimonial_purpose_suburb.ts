import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_testimonials_testimonials_purpose" AS ENUM('financial-reporting', 'smsf-reporting', 'capital-gains-tax', 'transfer-duty', 'smsf-rental-assessment');
  CREATE TYPE "public"."enum_pages_blocks_testimonials_testimonials_state" AS ENUM('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonials_testimonials_purpose" AS ENUM('financial-reporting', 'smsf-reporting', 'capital-gains-tax', 'transfer-duty', 'smsf-rental-assessment');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonials_testimonials_state" AS ENUM('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA');
  ALTER TABLE "pages_blocks_testimonials_testimonials" ADD COLUMN "purpose" "enum_pages_blocks_testimonials_testimonials_purpose";
  ALTER TABLE "pages_blocks_testimonials_testimonials" ADD COLUMN "suburb" varchar;
  ALTER TABLE "pages_blocks_testimonials_testimonials" ADD COLUMN "state" "enum_pages_blocks_testimonials_testimonials_state";
  ALTER TABLE "pages_blocks_sample_reports" ADD COLUMN "preview_id" integer;
  ALTER TABLE "pages_blocks_sample_reports" ADD COLUMN "more_label" varchar;
  ALTER TABLE "pages_blocks_sample_reports" ADD COLUMN "more_href" varchar;
  ALTER TABLE "_pages_v_blocks_testimonials_testimonials" ADD COLUMN "purpose" "enum__pages_v_blocks_testimonials_testimonials_purpose";
  ALTER TABLE "_pages_v_blocks_testimonials_testimonials" ADD COLUMN "suburb" varchar;
  ALTER TABLE "_pages_v_blocks_testimonials_testimonials" ADD COLUMN "state" "enum__pages_v_blocks_testimonials_testimonials_state";
  ALTER TABLE "_pages_v_blocks_sample_reports" ADD COLUMN "preview_id" integer;
  ALTER TABLE "_pages_v_blocks_sample_reports" ADD COLUMN "more_label" varchar;
  ALTER TABLE "_pages_v_blocks_sample_reports" ADD COLUMN "more_href" varchar;
  ALTER TABLE "pages_blocks_sample_reports" ADD CONSTRAINT "pages_blocks_sample_reports_preview_id_media_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sample_reports" ADD CONSTRAINT "_pages_v_blocks_sample_reports_preview_id_media_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_sample_reports_preview_idx" ON "pages_blocks_sample_reports" USING btree ("preview_id");
  CREATE INDEX "_pages_v_blocks_sample_reports_preview_idx" ON "_pages_v_blocks_sample_reports" USING btree ("preview_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_sample_reports" DROP CONSTRAINT "pages_blocks_sample_reports_preview_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_sample_reports" DROP CONSTRAINT "_pages_v_blocks_sample_reports_preview_id_media_id_fk";
  
  DROP INDEX "pages_blocks_sample_reports_preview_idx";
  DROP INDEX "_pages_v_blocks_sample_reports_preview_idx";
  ALTER TABLE "pages_blocks_testimonials_testimonials" DROP COLUMN "purpose";
  ALTER TABLE "pages_blocks_testimonials_testimonials" DROP COLUMN "suburb";
  ALTER TABLE "pages_blocks_testimonials_testimonials" DROP COLUMN "state";
  ALTER TABLE "pages_blocks_sample_reports" DROP COLUMN "preview_id";
  ALTER TABLE "pages_blocks_sample_reports" DROP COLUMN "more_label";
  ALTER TABLE "pages_blocks_sample_reports" DROP COLUMN "more_href";
  ALTER TABLE "_pages_v_blocks_testimonials_testimonials" DROP COLUMN "purpose";
  ALTER TABLE "_pages_v_blocks_testimonials_testimonials" DROP COLUMN "suburb";
  ALTER TABLE "_pages_v_blocks_testimonials_testimonials" DROP COLUMN "state";
  ALTER TABLE "_pages_v_blocks_sample_reports" DROP COLUMN "preview_id";
  ALTER TABLE "_pages_v_blocks_sample_reports" DROP COLUMN "more_label";
  ALTER TABLE "_pages_v_blocks_sample_reports" DROP COLUMN "more_href";
  DROP TYPE "public"."enum_pages_blocks_testimonials_testimonials_purpose";
  DROP TYPE "public"."enum_pages_blocks_testimonials_testimonials_state";
  DROP TYPE "public"."enum__pages_v_blocks_testimonials_testimonials_purpose";
  DROP TYPE "public"."enum__pages_v_blocks_testimonials_testimonials_state";`)
}
