import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeCdn' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeCdn' BEFORE 'schedulePublish';
  CREATE TABLE "cdn_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"tag" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "page_purges" ADD COLUMN "cdn_job" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cdn_pages_id" integer;
  CREATE INDEX "cdn_pages_tag_idx" ON "cdn_pages" USING btree ("tag");
  CREATE INDEX "cdn_pages_updated_at_idx" ON "cdn_pages" USING btree ("updated_at");
  CREATE INDEX "cdn_pages_created_at_idx" ON "cdn_pages" USING btree ("created_at");
  CREATE UNIQUE INDEX "path_tag_idx" ON "cdn_pages" USING btree ("path","tag");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cdn_pages_fk" FOREIGN KEY ("cdn_pages_id") REFERENCES "public"."cdn_pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cdn_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("cdn_pages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cdn_pages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cdn_pages" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cdn_pages_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'remindDueValuations', 'issueMonthlyInvoices', 'sendPasswordReset', 'signUp', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'remindDueValuations', 'issueMonthlyInvoices', 'sendPasswordReset', 'signUp', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_cdn_pages_id_idx";
  ALTER TABLE "page_purges" DROP COLUMN "cdn_job";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cdn_pages_id";`)
}
