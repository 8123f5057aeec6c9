import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { inlineAttachmentsAsFiles, type InlineAttachment } from '../inlineAttachmentsAsFiles.ts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reports_delivery_state" AS ENUM('queued', 'sent', 'failed');
  CREATE TABLE "reports_blocks_photos_captions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slot" varchar NOT NULL,
  	"caption" varchar
  );
  
  CREATE TABLE "report_templates_blocks_photos_captions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slot" varchar NOT NULL,
  	"caption" varchar
  );
  
  CREATE TABLE "outbox_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"prefix" varchar DEFAULT 'outbox',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "reports" ADD COLUMN "delivery_state" "enum_reports_delivery_state";
  ALTER TABLE "reports" ADD COLUMN "delivery_to" varchar;
  ALTER TABLE "reports" ADD COLUMN "delivery_at" timestamp(3) with time zone;
  ALTER TABLE "reports" ADD COLUMN "delivery_error" varchar;
  ALTER TABLE "outbox_attachments" ADD COLUMN "file_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outbox_files_id" integer;
  ALTER TABLE "reports_blocks_photos_captions" ADD CONSTRAINT "reports_blocks_photos_captions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reports_blocks_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_templates_blocks_photos_captions" ADD CONSTRAINT "report_templates_blocks_photos_captions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."report_templates_blocks_photos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "reports_blocks_photos_captions_order_idx" ON "reports_blocks_photos_captions" USING btree ("_order");
  CREATE INDEX "reports_blocks_photos_captions_parent_id_idx" ON "reports_blocks_photos_captions" USING btree ("_parent_id");
  CREATE INDEX "report_templates_blocks_photos_captions_order_idx" ON "report_templates_blocks_photos_captions" USING btree ("_order");
  CREATE INDEX "report_templates_blocks_photos_captions_parent_id_idx" ON "report_templates_blocks_photos_captions" USING btree ("_parent_id");
  CREATE INDEX "outbox_files_updated_at_idx" ON "outbox_files" USING btree ("updated_at");
  CREATE INDEX "outbox_files_created_at_idx" ON "outbox_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "outbox_files_filename_idx" ON "outbox_files" USING btree ("filename");
  ALTER TABLE "outbox_attachments" ADD CONSTRAINT "outbox_attachments_file_id_outbox_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."outbox_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_files_fk" FOREIGN KEY ("outbox_files_id") REFERENCES "public"."outbox_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "outbox_attachments_file_idx" ON "outbox_attachments" USING btree ("file_id");
  CREATE INDEX "payload_locked_documents_rels_outbox_files_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_files_id");`)
  // Attachments kept as text become files before the text goes.
  const inline = await db.execute(
    sql`SELECT id, filename, content_type AS "contentType", content_base64 AS "contentBase64" FROM "outbox_attachments" WHERE content_base64 IS NOT NULL;`,
  )
  for (const { rowId, fileId } of await inlineAttachmentsAsFiles(payload, req, inline.rows as InlineAttachment[]))
    await db.execute(sql`UPDATE "outbox_attachments" SET file_id = ${fileId} WHERE id = ${rowId};`)
  await db.execute(sql`ALTER TABLE "outbox_attachments" DROP COLUMN "content_base64";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reports_blocks_photos_captions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_templates_blocks_photos_captions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outbox_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reports_blocks_photos_captions" CASCADE;
  DROP TABLE "report_templates_blocks_photos_captions" CASCADE;
  DROP TABLE "outbox_files" CASCADE;
  ALTER TABLE "outbox_attachments" DROP CONSTRAINT IF EXISTS "outbox_attachments_file_id_outbox_files_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_outbox_files_fk";
  
  DROP INDEX "outbox_attachments_file_idx";
  DROP INDEX "payload_locked_documents_rels_outbox_files_id_idx";
  ALTER TABLE "outbox_attachments" ADD COLUMN "content_base64" varchar;
  ALTER TABLE "reports" DROP COLUMN "delivery_state";
  ALTER TABLE "reports" DROP COLUMN "delivery_to";
  ALTER TABLE "reports" DROP COLUMN "delivery_at";
  ALTER TABLE "reports" DROP COLUMN "delivery_error";
  ALTER TABLE "outbox_attachments" DROP COLUMN "file_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outbox_files_id";
  DROP TYPE "public"."enum_reports_delivery_state";`)
}
