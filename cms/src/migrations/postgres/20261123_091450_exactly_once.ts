import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stripe_events_outcome" AS ENUM('applied', 'ignored');
  ALTER TABLE "outbox" ADD COLUMN "message_id" varchar;
  ALTER TABLE "stripe_events" ADD COLUMN "outcome" "enum_stripe_events_outcome";
  UPDATE "stripe_events" SET "outcome" = 'applied' WHERE "outcome" IS NULL;
  CREATE UNIQUE INDEX "outbox_message_id_idx" ON "outbox" USING btree ("message_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "outbox_message_id_idx";
  ALTER TABLE "outbox" DROP COLUMN "message_id";
  ALTER TABLE "stripe_events" DROP COLUMN "outcome";
  DROP TYPE "public"."enum_stripe_events_outcome";`)
}
