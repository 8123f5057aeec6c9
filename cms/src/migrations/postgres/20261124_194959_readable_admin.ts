import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { readAndWorkOut } from '../readableCopies.ts'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "valuations" ADD COLUMN "search_address" varchar;
  ALTER TABLE "valuations" ADD COLUMN "customer_name" varchar;
  ALTER TABLE "valuations" ADD COLUMN "customer_email" varchar;
  ALTER TABLE "invoices" ADD COLUMN "search_address" varchar;
  ALTER TABLE "invoices" ADD COLUMN "customer_name" varchar;
  ALTER TABLE "invoices" ADD COLUMN "customer_email" varchar;
  ALTER TABLE "contacts" ADD COLUMN "display_name" varchar;
  ALTER TABLE "users" ADD COLUMN "display_name" varchar;
  CREATE INDEX "valuations_search_address_idx" ON "valuations" USING btree ("search_address");
  CREATE INDEX "valuations_customer_name_idx" ON "valuations" USING btree ("customer_name");
  CREATE INDEX "valuations_customer_email_idx" ON "valuations" USING btree ("customer_email");
  CREATE INDEX "invoices_search_address_idx" ON "invoices" USING btree ("search_address");
  CREATE INDEX "invoices_customer_name_idx" ON "invoices" USING btree ("customer_name");
  CREATE INDEX "invoices_customer_email_idx" ON "invoices" USING btree ("customer_email");
  CREATE INDEX "contacts_display_name_idx" ON "contacts" USING btree ("display_name");
  CREATE INDEX "users_display_name_idx" ON "users" USING btree ("display_name");`)
  // Rows made before: their names and copies, by the rules the hook and the lifecycle keep them with.
  for (const { table, id, set } of await readAndWorkOut(async <T>(query: string) => (await db.execute(sql.raw(query))).rows as T[])) {
    const columns = Object.entries(set).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`)
    await db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.join(columns, sql`, `)} WHERE id = ${id}`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "valuations_search_address_idx";
  DROP INDEX "valuations_customer_name_idx";
  DROP INDEX "valuations_customer_email_idx";
  DROP INDEX "invoices_search_address_idx";
  DROP INDEX "invoices_customer_name_idx";
  DROP INDEX "invoices_customer_email_idx";
  DROP INDEX "contacts_display_name_idx";
  DROP INDEX "users_display_name_idx";
  ALTER TABLE "valuations" DROP COLUMN "search_address";
  ALTER TABLE "valuations" DROP COLUMN "customer_name";
  ALTER TABLE "valuations" DROP COLUMN "customer_email";
  ALTER TABLE "invoices" DROP COLUMN "search_address";
  ALTER TABLE "invoices" DROP COLUMN "customer_name";
  ALTER TABLE "invoices" DROP COLUMN "customer_email";
  ALTER TABLE "contacts" DROP COLUMN "display_name";
  ALTER TABLE "users" DROP COLUMN "display_name";`)
}
