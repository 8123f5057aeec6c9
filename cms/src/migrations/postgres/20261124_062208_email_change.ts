import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendPasswordReset' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'signUp' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendPasswordReset' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'signUp' BEFORE 'schedulePublish';
  CREATE TABLE "email_sends" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" varchar NOT NULL,
  	"recipient" varchar NOT NULL,
  	"caller" varchar,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "pending_email" varchar;
  ALTER TABLE "users" ADD COLUMN "awaiting_confirmation" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "email_token_hash" varchar;
  ALTER TABLE "users" ADD COLUMN "email_token_expires_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_sends_id" integer;
  CREATE INDEX "email_sends_recipient_idx" ON "email_sends" USING btree ("recipient");
  CREATE INDEX "email_sends_caller_idx" ON "email_sends" USING btree ("caller");
  CREATE INDEX "email_sends_sent_at_idx" ON "email_sends" USING btree ("sent_at");
  CREATE INDEX "email_sends_updated_at_idx" ON "email_sends" USING btree ("updated_at");
  CREATE INDEX "email_sends_created_at_idx" ON "email_sends" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_sends_fk" FOREIGN KEY ("email_sends_id") REFERENCES "public"."email_sends"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_email_token_hash_idx" ON "users" USING btree ("email_token_hash");
  CREATE INDEX "payload_locked_documents_rels_email_sends_id_idx" ON "payload_locked_documents_rels" USING btree ("email_sends_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "email_sends" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "email_sends" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_sends_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'remindDueValuations', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'remindDueValuations', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "users_email_token_hash_idx";
  DROP INDEX "payload_locked_documents_rels_email_sends_id_idx";
  ALTER TABLE "users" DROP COLUMN "pending_email";
  ALTER TABLE "users" DROP COLUMN "awaiting_confirmation";
  ALTER TABLE "users" DROP COLUMN "email_token_hash";
  ALTER TABLE "users" DROP COLUMN "email_token_expires_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_sends_id";`)
}
