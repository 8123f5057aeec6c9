import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_layout" AS ENUM('photo', 'split', 'plain');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_layout" AS ENUM('photo', 'split', 'plain');
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "layout" "enum_pages_blocks_hero_layout" DEFAULT 'plain';
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "eyebrow" varchar;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "layout" "enum__pages_v_blocks_hero_layout" DEFAULT 'plain';
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "eyebrow" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero" DROP COLUMN "layout";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "eyebrow";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "layout";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "eyebrow";
  DROP TYPE "public"."enum_pages_blocks_hero_layout";
  DROP TYPE "public"."enum__pages_v_blocks_hero_layout";`)
}
