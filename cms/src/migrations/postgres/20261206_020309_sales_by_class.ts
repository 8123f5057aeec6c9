import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reports_blocks_methodology_check_method" AS ENUM('direct-comparison', 'capitalisation', 'summation');
  CREATE TYPE "public"."enum_report_templates_blocks_methodology_check_method" AS ENUM('direct-comparison', 'capitalisation', 'summation');
  ALTER TYPE "public"."enum_reports_rule_notes_rule" ADD VALUE 'sectionsOnce' BEFORE 'figuresWithinEvidence';
  ALTER TABLE "reports_blocks_comparable_sales_sales" ADD COLUMN "lettable_area" numeric;
  ALTER TABLE "reports_blocks_comparable_sales_sales" ADD COLUMN "passing_rent" numeric;
  ALTER TABLE "reports_blocks_comparable_sales_sales" ADD COLUMN "market_rent" numeric;
  ALTER TABLE "reports_blocks_comparable_sales_sales" ADD COLUMN "carrying_capacity" numeric;
  ALTER TABLE "reports_blocks_comparable_sales_sales" ADD COLUMN "water_entitlement" numeric;
  ALTER TABLE "reports_blocks_comparable_sales" ADD COLUMN "subject_land_area" numeric;
  ALTER TABLE "reports_blocks_comparable_sales" ADD COLUMN "subject_building_area" numeric;
  ALTER TABLE "reports_blocks_comparable_sales" ADD COLUMN "subject_lettable_area" numeric;
  ALTER TABLE "reports_blocks_comparable_sales" ADD COLUMN "subject_passing_rent" numeric;
  ALTER TABLE "reports_blocks_comparable_sales" ADD COLUMN "subject_carrying_capacity" numeric;
  ALTER TABLE "reports_blocks_comparable_sales" ADD COLUMN "subject_water_entitlement" numeric;
  ALTER TABLE "reports_blocks_comparable_sales" ADD COLUMN "subject_bedrooms" numeric;
  ALTER TABLE "reports_blocks_comparable_sales" ADD COLUMN "subject_bathrooms" numeric;
  ALTER TABLE "reports_blocks_comparable_sales" ADD COLUMN "subject_car_spaces" numeric;
  ALTER TABLE "reports_blocks_methodology" ADD COLUMN "check_method" "enum_reports_blocks_methodology_check_method";
  ALTER TABLE "report_templates_blocks_comparable_sales_sales" ADD COLUMN "lettable_area" numeric;
  ALTER TABLE "report_templates_blocks_comparable_sales_sales" ADD COLUMN "passing_rent" numeric;
  ALTER TABLE "report_templates_blocks_comparable_sales_sales" ADD COLUMN "market_rent" numeric;
  ALTER TABLE "report_templates_blocks_comparable_sales_sales" ADD COLUMN "carrying_capacity" numeric;
  ALTER TABLE "report_templates_blocks_comparable_sales_sales" ADD COLUMN "water_entitlement" numeric;
  ALTER TABLE "report_templates_blocks_comparable_sales" ADD COLUMN "subject_land_area" numeric;
  ALTER TABLE "report_templates_blocks_comparable_sales" ADD COLUMN "subject_building_area" numeric;
  ALTER TABLE "report_templates_blocks_comparable_sales" ADD COLUMN "subject_lettable_area" numeric;
  ALTER TABLE "report_templates_blocks_comparable_sales" ADD COLUMN "subject_passing_rent" numeric;
  ALTER TABLE "report_templates_blocks_comparable_sales" ADD COLUMN "subject_carrying_capacity" numeric;
  ALTER TABLE "report_templates_blocks_comparable_sales" ADD COLUMN "subject_water_entitlement" numeric;
  ALTER TABLE "report_templates_blocks_comparable_sales" ADD COLUMN "subject_bedrooms" numeric;
  ALTER TABLE "report_templates_blocks_comparable_sales" ADD COLUMN "subject_bathrooms" numeric;
  ALTER TABLE "report_templates_blocks_comparable_sales" ADD COLUMN "subject_car_spaces" numeric;
  ALTER TABLE "report_templates_blocks_methodology" ADD COLUMN "check_method" "enum_report_templates_blocks_methodology_check_method";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reports_rule_notes" ALTER COLUMN "rule" SET DATA TYPE text;
  DROP TYPE "public"."enum_reports_rule_notes_rule";
  CREATE TYPE "public"."enum_reports_rule_notes_rule" AS ENUM('placeholders', 'propertyDescribed', 'blocksFilled', 'comparableSales', 'salesDated', 'conclusion', 'figuresWithinEvidence', 'figuresStated', 'compliance', 'valuerLicensed', 'practiceDetails', 'signature');
  ALTER TABLE "reports_rule_notes" ALTER COLUMN "rule" SET DATA TYPE "public"."enum_reports_rule_notes_rule" USING "rule"::"public"."enum_reports_rule_notes_rule";
  ALTER TABLE "reports_blocks_comparable_sales_sales" DROP COLUMN "lettable_area";
  ALTER TABLE "reports_blocks_comparable_sales_sales" DROP COLUMN "passing_rent";
  ALTER TABLE "reports_blocks_comparable_sales_sales" DROP COLUMN "market_rent";
  ALTER TABLE "reports_blocks_comparable_sales_sales" DROP COLUMN "carrying_capacity";
  ALTER TABLE "reports_blocks_comparable_sales_sales" DROP COLUMN "water_entitlement";
  ALTER TABLE "reports_blocks_comparable_sales" DROP COLUMN "subject_land_area";
  ALTER TABLE "reports_blocks_comparable_sales" DROP COLUMN "subject_building_area";
  ALTER TABLE "reports_blocks_comparable_sales" DROP COLUMN "subject_lettable_area";
  ALTER TABLE "reports_blocks_comparable_sales" DROP COLUMN "subject_passing_rent";
  ALTER TABLE "reports_blocks_comparable_sales" DROP COLUMN "subject_carrying_capacity";
  ALTER TABLE "reports_blocks_comparable_sales" DROP COLUMN "subject_water_entitlement";
  ALTER TABLE "reports_blocks_comparable_sales" DROP COLUMN "subject_bedrooms";
  ALTER TABLE "reports_blocks_comparable_sales" DROP COLUMN "subject_bathrooms";
  ALTER TABLE "reports_blocks_comparable_sales" DROP COLUMN "subject_car_spaces";
  ALTER TABLE "reports_blocks_methodology" DROP COLUMN "check_method";
  ALTER TABLE "report_templates_blocks_comparable_sales_sales" DROP COLUMN "lettable_area";
  ALTER TABLE "report_templates_blocks_comparable_sales_sales" DROP COLUMN "passing_rent";
  ALTER TABLE "report_templates_blocks_comparable_sales_sales" DROP COLUMN "market_rent";
  ALTER TABLE "report_templates_blocks_comparable_sales_sales" DROP COLUMN "carrying_capacity";
  ALTER TABLE "report_templates_blocks_comparable_sales_sales" DROP COLUMN "water_entitlement";
  ALTER TABLE "report_templates_blocks_comparable_sales" DROP COLUMN "subject_land_area";
  ALTER TABLE "report_templates_blocks_comparable_sales" DROP COLUMN "subject_building_area";
  ALTER TABLE "report_templates_blocks_comparable_sales" DROP COLUMN "subject_lettable_area";
  ALTER TABLE "report_templates_blocks_comparable_sales" DROP COLUMN "subject_passing_rent";
  ALTER TABLE "report_templates_blocks_comparable_sales" DROP COLUMN "subject_carrying_capacity";
  ALTER TABLE "report_templates_blocks_comparable_sales" DROP COLUMN "subject_water_entitlement";
  ALTER TABLE "report_templates_blocks_comparable_sales" DROP COLUMN "subject_bedrooms";
  ALTER TABLE "report_templates_blocks_comparable_sales" DROP COLUMN "subject_bathrooms";
  ALTER TABLE "report_templates_blocks_comparable_sales" DROP COLUMN "subject_car_spaces";
  ALTER TABLE "report_templates_blocks_methodology" DROP COLUMN "check_method";
  DROP TYPE "public"."enum_reports_blocks_methodology_check_method";
  DROP TYPE "public"."enum_report_templates_blocks_methodology_check_method";`)
}
