import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reports_rule_notes_rule" AS ENUM('placeholders', 'propertyDescribed', 'blocksFilled', 'comparableSales', 'salesDated', 'conclusion', 'figuresStated', 'valuerLicensed', 'signature');
  CREATE TABLE "reports_rule_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"rule" "enum_reports_rule_notes_rule" NOT NULL,
  	"note" varchar NOT NULL,
  	"by_id" integer,
  	"by_name" varchar,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "reports_edits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"by_name" varchar,
  	"changes" varchar NOT NULL
  );
  
  ALTER TABLE "reports_rule_notes" ADD CONSTRAINT "reports_rule_notes_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reports_rule_notes" ADD CONSTRAINT "reports_rule_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reports_edits" ADD CONSTRAINT "reports_edits_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reports_edits" ADD CONSTRAINT "reports_edits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "reports_rule_notes_order_idx" ON "reports_rule_notes" USING btree ("_order");
  CREATE INDEX "reports_rule_notes_parent_id_idx" ON "reports_rule_notes" USING btree ("_parent_id");
  CREATE INDEX "reports_rule_notes_by_idx" ON "reports_rule_notes" USING btree ("by_id");
  CREATE INDEX "reports_edits_order_idx" ON "reports_edits" USING btree ("_order");
  CREATE INDEX "reports_edits_parent_id_idx" ON "reports_edits" USING btree ("_parent_id");
  CREATE INDEX "reports_edits_by_idx" ON "reports_edits" USING btree ("by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "reports_rule_notes" CASCADE;
  DROP TABLE "reports_edits" CASCADE;
  DROP TYPE "public"."enum_reports_rule_notes_rule";`)
}
