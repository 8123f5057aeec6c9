import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "email_claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"message_id" varchar NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "page_purges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tags" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_claims_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_purges_id" integer;
  CREATE UNIQUE INDEX "email_claims_message_id_idx" ON "email_claims" USING btree ("message_id");
  CREATE INDEX "email_claims_updated_at_idx" ON "email_claims" USING btree ("updated_at");
  CREATE INDEX "email_claims_created_at_idx" ON "email_claims" USING btree ("created_at");
  CREATE INDEX "page_purges_updated_at_idx" ON "page_purges" USING btree ("updated_at");
  CREATE INDEX "page_purges_created_at_idx" ON "page_purges" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_claims_fk" FOREIGN KEY ("email_claims_id") REFERENCES "public"."email_claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_purges_fk" FOREIGN KEY ("page_purges_id") REFERENCES "public"."page_purges"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_email_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("email_claims_id");
  CREATE INDEX "payload_locked_documents_rels_page_purges_id_idx" ON "payload_locked_documents_rels" USING btree ("page_purges_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "email_claims" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_purges" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "email_claims" CASCADE;
  DROP TABLE "page_purges" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_claims_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_purges_fk";
  
  DROP INDEX "payload_locked_documents_rels_email_claims_id_idx";
  DROP INDEX "payload_locked_documents_rels_page_purges_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_claims_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_purges_id";`)
}
