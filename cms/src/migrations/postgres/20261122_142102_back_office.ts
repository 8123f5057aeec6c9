import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_practice_valuers_licences_state" AS ENUM('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA');
  CREATE TYPE "public"."enum_practice_valuers_memberships_body" AS ENUM('API', 'RICS', 'AVI', 'PINZ');
  CREATE TYPE "public"."enum_business_branches_state" AS ENUM('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA');
  CREATE TABLE "practice_valuers_licences" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"state" "enum_practice_valuers_licences_state" NOT NULL,
  	"number" varchar NOT NULL,
  	"expires_on" timestamp(3) with time zone
  );
  
  CREATE TABLE "practice_valuers_memberships" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"body" "enum_practice_valuers_memberships_body" NOT NULL,
  	"grade" varchar,
  	"number" varchar
  );
  
  CREATE TABLE "practice_valuers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"practice_id" integer NOT NULL,
  	"valuer_id" integer NOT NULL,
  	"name" varchar,
  	"position" varchar,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "businesses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"trading_name" varchar,
  	"abn" varchar NOT NULL,
  	"email" varchar,
  	"phone" varchar,
  	"website" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "business_branches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"business_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"is_head_office" boolean DEFAULT false,
  	"email" varchar,
  	"phone" varchar,
  	"street" varchar,
  	"suburb" varchar,
  	"state" "enum_business_branches_state",
  	"postcode" varchar,
  	"franchise_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "franchises" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"branch_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "enumerations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"parent_id" integer,
  	"in_scope" boolean,
  	"sort_order" numeric DEFAULT 0,
  	"built_in" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "enumeration_groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "enumeration_groups_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "users_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"business_branches_id" integer
  );
  
  ALTER TABLE "invoices" ADD COLUMN "test" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "practice_valuers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "businesses_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "business_branches_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "franchises_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "enumerations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "enumeration_groups_id" integer;
  ALTER TABLE "practice_valuers_licences" ADD CONSTRAINT "practice_valuers_licences_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."practice_valuers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "practice_valuers_memberships" ADD CONSTRAINT "practice_valuers_memberships_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."practice_valuers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "practice_valuers" ADD CONSTRAINT "practice_valuers_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "practice_valuers" ADD CONSTRAINT "practice_valuers_valuer_id_users_id_fk" FOREIGN KEY ("valuer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "business_branches" ADD CONSTRAINT "business_branches_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "business_branches" ADD CONSTRAINT "business_branches_franchise_id_franchises_id_fk" FOREIGN KEY ("franchise_id") REFERENCES "public"."franchises"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "franchises" ADD CONSTRAINT "franchises_branch_id_business_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."business_branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enumerations" ADD CONSTRAINT "enumerations_parent_id_enumerations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."enumerations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enumeration_groups_texts" ADD CONSTRAINT "enumeration_groups_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."enumeration_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_business_branches_fk" FOREIGN KEY ("business_branches_id") REFERENCES "public"."business_branches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "practice_valuers_licences_order_idx" ON "practice_valuers_licences" USING btree ("_order");
  CREATE INDEX "practice_valuers_licences_parent_id_idx" ON "practice_valuers_licences" USING btree ("_parent_id");
  CREATE INDEX "practice_valuers_memberships_order_idx" ON "practice_valuers_memberships" USING btree ("_order");
  CREATE INDEX "practice_valuers_memberships_parent_id_idx" ON "practice_valuers_memberships" USING btree ("_parent_id");
  CREATE INDEX "practice_valuers_practice_idx" ON "practice_valuers" USING btree ("practice_id");
  CREATE INDEX "practice_valuers_valuer_idx" ON "practice_valuers" USING btree ("valuer_id");
  CREATE INDEX "practice_valuers_updated_at_idx" ON "practice_valuers" USING btree ("updated_at");
  CREATE INDEX "practice_valuers_created_at_idx" ON "practice_valuers" USING btree ("created_at");
  CREATE UNIQUE INDEX "practice_valuer_idx" ON "practice_valuers" USING btree ("practice_id","valuer_id");
  CREATE UNIQUE INDEX "businesses_abn_idx" ON "businesses" USING btree ("abn");
  CREATE INDEX "businesses_updated_at_idx" ON "businesses" USING btree ("updated_at");
  CREATE INDEX "businesses_created_at_idx" ON "businesses" USING btree ("created_at");
  CREATE INDEX "business_branches_business_idx" ON "business_branches" USING btree ("business_id");
  CREATE INDEX "business_branches_suburb_idx" ON "business_branches" USING btree ("suburb");
  CREATE INDEX "business_branches_postcode_idx" ON "business_branches" USING btree ("postcode");
  CREATE INDEX "business_branches_franchise_idx" ON "business_branches" USING btree ("franchise_id");
  CREATE INDEX "business_branches_updated_at_idx" ON "business_branches" USING btree ("updated_at");
  CREATE INDEX "business_branches_created_at_idx" ON "business_branches" USING btree ("created_at");
  CREATE UNIQUE INDEX "franchises_branch_idx" ON "franchises" USING btree ("branch_id");
  CREATE INDEX "franchises_updated_at_idx" ON "franchises" USING btree ("updated_at");
  CREATE INDEX "franchises_created_at_idx" ON "franchises" USING btree ("created_at");
  CREATE UNIQUE INDEX "enumerations_key_idx" ON "enumerations" USING btree ("key");
  CREATE INDEX "enumerations_type_idx" ON "enumerations" USING btree ("type");
  CREATE INDEX "enumerations_parent_idx" ON "enumerations" USING btree ("parent_id");
  CREATE INDEX "enumerations_updated_at_idx" ON "enumerations" USING btree ("updated_at");
  CREATE INDEX "enumerations_created_at_idx" ON "enumerations" USING btree ("created_at");
  CREATE UNIQUE INDEX "enumeration_groups_key_idx" ON "enumeration_groups" USING btree ("key");
  CREATE INDEX "enumeration_groups_updated_at_idx" ON "enumeration_groups" USING btree ("updated_at");
  CREATE INDEX "enumeration_groups_created_at_idx" ON "enumeration_groups" USING btree ("created_at");
  CREATE INDEX "enumeration_groups_texts_order_parent" ON "enumeration_groups_texts" USING btree ("order","parent_id");
  CREATE INDEX "users_rels_order_idx" ON "users_rels" USING btree ("order");
  CREATE INDEX "users_rels_parent_idx" ON "users_rels" USING btree ("parent_id");
  CREATE INDEX "users_rels_path_idx" ON "users_rels" USING btree ("path");
  CREATE INDEX "users_rels_business_branches_id_idx" ON "users_rels" USING btree ("business_branches_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_practice_valuers_fk" FOREIGN KEY ("practice_valuers_id") REFERENCES "public"."practice_valuers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_businesses_fk" FOREIGN KEY ("businesses_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_business_branches_fk" FOREIGN KEY ("business_branches_id") REFERENCES "public"."business_branches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_franchises_fk" FOREIGN KEY ("franchises_id") REFERENCES "public"."franchises"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enumerations_fk" FOREIGN KEY ("enumerations_id") REFERENCES "public"."enumerations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enumeration_groups_fk" FOREIGN KEY ("enumeration_groups_id") REFERENCES "public"."enumeration_groups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_practice_valuers_id_idx" ON "payload_locked_documents_rels" USING btree ("practice_valuers_id");
  CREATE INDEX "payload_locked_documents_rels_businesses_id_idx" ON "payload_locked_documents_rels" USING btree ("businesses_id");
  CREATE INDEX "payload_locked_documents_rels_business_branches_id_idx" ON "payload_locked_documents_rels" USING btree ("business_branches_id");
  CREATE INDEX "payload_locked_documents_rels_franchises_id_idx" ON "payload_locked_documents_rels" USING btree ("franchises_id");
  CREATE INDEX "payload_locked_documents_rels_enumerations_id_idx" ON "payload_locked_documents_rels" USING btree ("enumerations_id");
  CREATE INDEX "payload_locked_documents_rels_enumeration_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("enumeration_groups_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "practice_valuers_licences" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "practice_valuers_memberships" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "practice_valuers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "businesses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "business_branches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "franchises" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enumerations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enumeration_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enumeration_groups_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "users_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "practice_valuers_licences" CASCADE;
  DROP TABLE "practice_valuers_memberships" CASCADE;
  DROP TABLE "practice_valuers" CASCADE;
  DROP TABLE "businesses" CASCADE;
  DROP TABLE "business_branches" CASCADE;
  DROP TABLE "franchises" CASCADE;
  DROP TABLE "enumerations" CASCADE;
  DROP TABLE "enumeration_groups" CASCADE;
  DROP TABLE "enumeration_groups_texts" CASCADE;
  DROP TABLE "users_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_practice_valuers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_businesses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_business_branches_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_franchises_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_enumerations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_enumeration_groups_fk";
  
  DROP INDEX "payload_locked_documents_rels_practice_valuers_id_idx";
  DROP INDEX "payload_locked_documents_rels_businesses_id_idx";
  DROP INDEX "payload_locked_documents_rels_business_branches_id_idx";
  DROP INDEX "payload_locked_documents_rels_franchises_id_idx";
  DROP INDEX "payload_locked_documents_rels_enumerations_id_idx";
  DROP INDEX "payload_locked_documents_rels_enumeration_groups_id_idx";
  ALTER TABLE "invoices" DROP COLUMN "test";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "practice_valuers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "businesses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "business_branches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "franchises_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "enumerations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "enumeration_groups_id";
  DROP TYPE "public"."enum_practice_valuers_licences_state";
  DROP TYPE "public"."enum_practice_valuers_memberships_body";
  DROP TYPE "public"."enum_business_branches_state";`)
}
