import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_businesses_account_history_action" AS ENUM('granted', 'changed', 'withdrawn');
  CREATE TABLE "businesses_account_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"action" "enum_businesses_account_history_action" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"limit" numeric
  );
  
  ALTER TABLE "businesses" ADD COLUMN "account_limit" numeric;
  ALTER TABLE "businesses" ADD COLUMN "account_granted_at" timestamp(3) with time zone;
  ALTER TABLE "businesses" ADD COLUMN "account_granted_by_id" integer;
  ALTER TABLE "businesses" ADD COLUMN "registered_by_id" integer;
  ALTER TABLE "businesses_account_history" ADD CONSTRAINT "businesses_account_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "businesses_account_history" ADD CONSTRAINT "businesses_account_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "businesses_account_history_order_idx" ON "businesses_account_history" USING btree ("_order");
  CREATE INDEX "businesses_account_history_parent_id_idx" ON "businesses_account_history" USING btree ("_parent_id");
  CREATE INDEX "businesses_account_history_by_idx" ON "businesses_account_history" USING btree ("by_id");
  ALTER TABLE "businesses" ADD CONSTRAINT "businesses_account_granted_by_id_users_id_fk" FOREIGN KEY ("account_granted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "businesses" ADD CONSTRAINT "businesses_registered_by_id_users_id_fk" FOREIGN KEY ("registered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "businesses_account_granted_by_idx" ON "businesses" USING btree ("account_granted_by_id");
  CREATE INDEX "businesses_registered_by_idx" ON "businesses" USING btree ("registered_by_id");`)
  // Invoicing per month was a firm's own choice until now: no admin granted it, so no firm keeps it. Orders
  // already on account are still invoiced at the month's end; the next ones are paid first until an admin grants
  // the firm an account.
  await db.execute(sql`UPDATE "businesses" SET "invoicing" = 'per-order' WHERE "invoicing" = 'per-month';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "businesses_account_history" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "businesses_account_history" CASCADE;
  ALTER TABLE "businesses" DROP CONSTRAINT "businesses_account_granted_by_id_users_id_fk";
  
  ALTER TABLE "businesses" DROP CONSTRAINT "businesses_registered_by_id_users_id_fk";
  
  DROP INDEX "businesses_account_granted_by_idx";
  DROP INDEX "businesses_registered_by_idx";
  ALTER TABLE "businesses" DROP COLUMN "account_limit";
  ALTER TABLE "businesses" DROP COLUMN "account_granted_at";
  ALTER TABLE "businesses" DROP COLUMN "account_granted_by_id";
  ALTER TABLE "businesses" DROP COLUMN "registered_by_id";
  DROP TYPE "public"."enum_businesses_account_history_action";`)
}
