import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_firm_invitations_status" AS ENUM('pending', 'accepted', 'withdrawn', 'replaced', 'ended', 'expired');
  CREATE TABLE "firm_invitations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"business_id" integer NOT NULL,
  	"branch_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"invited_by_id" integer,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_firm_invitations_status" DEFAULT 'pending' NOT NULL,
  	"closed_by_id" integer,
  	"closed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "firm_invitations_id" integer;
  ALTER TABLE "firm_invitations" ADD CONSTRAINT "firm_invitations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "firm_invitations" ADD CONSTRAINT "firm_invitations_branch_id_business_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."business_branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "firm_invitations" ADD CONSTRAINT "firm_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "firm_invitations" ADD CONSTRAINT "firm_invitations_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "firm_invitations_business_idx" ON "firm_invitations" USING btree ("business_id");
  CREATE INDEX "firm_invitations_branch_idx" ON "firm_invitations" USING btree ("branch_id");
  CREATE INDEX "firm_invitations_email_idx" ON "firm_invitations" USING btree ("email");
  CREATE INDEX "firm_invitations_invited_by_idx" ON "firm_invitations" USING btree ("invited_by_id");
  CREATE UNIQUE INDEX "firm_invitations_token_hash_idx" ON "firm_invitations" USING btree ("token_hash");
  CREATE INDEX "firm_invitations_status_idx" ON "firm_invitations" USING btree ("status");
  CREATE INDEX "firm_invitations_closed_by_idx" ON "firm_invitations" USING btree ("closed_by_id");
  CREATE INDEX "firm_invitations_updated_at_idx" ON "firm_invitations" USING btree ("updated_at");
  CREATE INDEX "firm_invitations_created_at_idx" ON "firm_invitations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_firm_invitations_fk" FOREIGN KEY ("firm_invitations_id") REFERENCES "public"."firm_invitations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_firm_invitations_id_idx" ON "payload_locked_documents_rels" USING btree ("firm_invitations_id");`)
  // Earlier versions made an invited colleague's account inside the firm before anyone agreed: those never taken
  // up (no password chosen from the link) leave the firm. Their owner joins by accepting a new invitation.
  await db.execute(sql`DELETE FROM "users_rels" WHERE "path" = 'businessBranches' AND "parent_id" IN (
    SELECT "id" FROM "users" WHERE "invited_at" IS NOT NULL AND "invitation_accepted_at" IS NULL
    AND NOT EXISTS (SELECT 1 FROM "users_roles" WHERE "users_roles"."parent_id" = "users"."id"
      AND "users_roles"."value" IN ('admin', 'editor', 'valuer')));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "firm_invitations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "firm_invitations" CASCADE;
  -- Dropped with the table (CASCADE) already: Payload's generated order would fail here.
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_firm_invitations_fk";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_firm_invitations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "firm_invitations_id";
  DROP TYPE "public"."enum_firm_invitations_status";`)
}
