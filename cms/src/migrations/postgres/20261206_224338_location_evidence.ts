import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reports_images_kind" AS ENUM('aerial', 'street', 'plan', 'title', 'other');
  CREATE TYPE "public"."enum_property_snapshots_position_source" AS ENUM('address', 'suburb');
  CREATE TABLE "reports_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer NOT NULL,
  	"kind" "enum_reports_images_kind" DEFAULT 'aerial' NOT NULL,
  	"caption" varchar NOT NULL,
  	"source" varchar
  );
  
  ALTER TABLE "property_snapshots" ADD COLUMN "position_source" "enum_property_snapshots_position_source";
  ALTER TABLE "reports_images" ADD CONSTRAINT "reports_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reports_images" ADD CONSTRAINT "reports_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "reports_images_order_idx" ON "reports_images" USING btree ("_order");
  CREATE INDEX "reports_images_parent_id_idx" ON "reports_images" USING btree ("_parent_id");
  CREATE INDEX "reports_images_file_idx" ON "reports_images" USING btree ("file_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "reports_images" CASCADE;
  ALTER TABLE "property_snapshots" DROP COLUMN "position_source";
  DROP TYPE "public"."enum_reports_images_kind";
  DROP TYPE "public"."enum_property_snapshots_position_source";`)
}
