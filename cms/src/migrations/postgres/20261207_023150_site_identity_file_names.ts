import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_layout" AS ENUM('photo', 'split', 'plain');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_layout" AS ENUM('photo', 'split', 'plain');
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "layout" "enum_pages_blocks_hero_layout" DEFAULT 'plain';
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "eyebrow" varchar;
  ALTER TABLE "pages_blocks_property_types" ADD COLUMN "image_id" integer;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "layout" "enum__pages_v_blocks_hero_layout" DEFAULT 'plain';
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "eyebrow" varchar;
  ALTER TABLE "_pages_v_blocks_property_types" ADD COLUMN "image_id" integer;
  ALTER TABLE "files" ADD COLUMN "name" varchar;
  ALTER TABLE "pages_blocks_property_types" ADD CONSTRAINT "pages_blocks_property_types_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_property_types" ADD CONSTRAINT "_pages_v_blocks_property_types_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_property_types_image_idx" ON "pages_blocks_property_types" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_property_types_image_idx" ON "_pages_v_blocks_property_types" USING btree ("image_id");`)
  // Files stored before their sent name was kept are shown by the name they have.
  await db.execute(sql`UPDATE "files" SET "name" = "filename" WHERE "name" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_property_types" DROP CONSTRAINT "pages_blocks_property_types_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_property_types" DROP CONSTRAINT "_pages_v_blocks_property_types_image_id_media_id_fk";
  
  DROP INDEX "pages_blocks_property_types_image_idx";
  DROP INDEX "_pages_v_blocks_property_types_image_idx";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "layout";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "eyebrow";
  ALTER TABLE "pages_blocks_property_types" DROP COLUMN "image_id";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "layout";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "eyebrow";
  ALTER TABLE "_pages_v_blocks_property_types" DROP COLUMN "image_id";
  ALTER TABLE "files" DROP COLUMN "name";
  DROP TYPE "public"."enum_pages_blocks_hero_layout";
  DROP TYPE "public"."enum__pages_v_blocks_hero_layout";`)
}
