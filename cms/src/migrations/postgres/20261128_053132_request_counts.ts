import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "request_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "request_counts_id" integer;
  CREATE INDEX "request_counts_at_idx" ON "request_counts" USING btree ("at");
  CREATE INDEX "key_at_idx" ON "request_counts" USING btree ("key","at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_request_counts_fk" FOREIGN KEY ("request_counts_id") REFERENCES "public"."request_counts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_request_counts_id_idx" ON "payload_locked_documents_rels" USING btree ("request_counts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "request_counts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "request_counts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_request_counts_fk";
  
  DROP INDEX "payload_locked_documents_rels_request_counts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "request_counts_id";`)
}
