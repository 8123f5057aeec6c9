import * as migration_20261122_121925_initial from './20261122_121925_initial.ts';
import * as migration_20261122_132219_geography from './20261122_132219_geography.ts';
import * as migration_20261122_142102_back_office from './20261122_142102_back_office.ts';
import * as migration_20261122_144748_valuation_workflow from './20261122_144748_valuation_workflow.ts';
import * as migration_20261122_153944_invoice_report_kind from './20261122_153944_invoice_report_kind.ts';
import * as migration_20261123_091450_exactly_once from './20261123_091450_exactly_once.ts';
import * as migration_20261123_114957_upload_storage from './20261123_114957_upload_storage.ts';
import * as migration_20261123_115731_scale_out from './20261123_115731_scale_out.ts';
import * as migration_20261124_024857_order_keys from './20261124_024857_order_keys.ts';
import * as migration_20261124_032220_outbox_reply_to from './20261124_032220_outbox_reply_to.ts';
import * as migration_20261124_033120_hold_refund_reissue from './20261124_033120_hold_refund_reissue.ts';
import * as migration_20261124_044705_invoice_snapshot from './20261124_044705_invoice_snapshot.ts';
import * as migration_20261124_062208_email_change from './20261124_062208_email_change.ts';
import * as migration_20261124_092214_report_rules_and_edits from './20261124_092214_report_rules_and_edits.ts';
import * as migration_20261124_093111_delivery from './20261124_093111_delivery.ts';
import * as migration_20261124_142223_related_party from './20261124_142223_related_party.ts';
import * as migration_20261124_142446_report_verification from './20261124_142446_report_verification.ts';
import * as migration_20261124_143032_report_content from './20261124_143032_report_content.ts';
import * as migration_20261124_145332_comparable_evidence from './20261124_145332_comparable_evidence.ts';
import * as migration_20261124_194639_staff_invitations from './20261124_194639_staff_invitations.ts';
import * as migration_20261124_194959_readable_admin from './20261124_194959_readable_admin.ts';
import * as migration_20261124_223910_firms_and_funds from './20261124_223910_firms_and_funds.ts';
import * as migration_20261125_015815_firm_xero_connection from './20261125_015815_firm_xero_connection.ts';
import * as migration_20261125_020420_monthly_invoices from './20261125_020420_monthly_invoices.ts';
import * as migration_20261128_002743_cdn_pages from './20261128_002743_cdn_pages.ts';
import * as migration_20261128_052606_firm_invitations from './20261128_052606_firm_invitations.ts';
import * as migration_20261128_053101_firm_accounts from './20261128_053101_firm_accounts.ts';
import * as migration_20261128_053132_request_counts from './20261128_053132_request_counts.ts';
import * as migration_20261206_014449_practice_credentials from './20261206_014449_practice_credentials.ts';
import * as migration_20261206_020309_sales_by_class from './20261206_020309_sales_by_class.ts';
import * as migration_20261206_224338_location_evidence from './20261206_224338_location_evidence.ts';
import * as migration_20261206_230827_adjustment_notes from './20261206_230827_adjustment_notes.ts';
import * as migration_20261207_015443_testimonial_purpose_suburb from './20261207_015443_testimonial_purpose_suburb.ts';
import * as migration_20261207_023150_site_identity_file_names from './20261207_023150_site_identity_file_names.ts';
import * as migration_20261207_120628_snapshot_fund from './20261207_120628_snapshot_fund.ts';
import * as migration_20261207_143816_snapshot_estimate_optional from './20261207_143816_snapshot_estimate_optional.ts';

export const migrations = [
  {
    up: migration_20261122_121925_initial.up,
    down: migration_20261122_121925_initial.down,
    name: '20261122_121925_initial',
  },
  {
    up: migration_20261122_132219_geography.up,
    down: migration_20261122_132219_geography.down,
    name: '20261122_132219_geography',
  },
  {
    up: migration_20261122_142102_back_office.up,
    down: migration_20261122_142102_back_office.down,
    name: '20261122_142102_back_office',
  },
  {
    up: migration_20261122_144748_valuation_workflow.up,
    down: migration_20261122_144748_valuation_workflow.down,
    name: '20261122_144748_valuation_workflow',
  },
  {
    up: migration_20261122_153944_invoice_report_kind.up,
    down: migration_20261122_153944_invoice_report_kind.down,
    name: '20261122_153944_invoice_report_kind',
  },
  {
    up: migration_20261123_091450_exactly_once.up,
    down: migration_20261123_091450_exactly_once.down,
    name: '20261123_091450_exactly_once',
  },
  {
    up: migration_20261123_114957_upload_storage.up,
    down: migration_20261123_114957_upload_storage.down,
    name: '20261123_114957_upload_storage',
  },
  {
    up: migration_20261123_115731_scale_out.up,
    down: migration_20261123_115731_scale_out.down,
    name: '20261123_115731_scale_out',
  },
  {
    up: migration_20261124_024857_order_keys.up,
    down: migration_20261124_024857_order_keys.down,
    name: '20261124_024857_order_keys',
  },
  {
    up: migration_20261124_032220_outbox_reply_to.up,
    down: migration_20261124_032220_outbox_reply_to.down,
    name: '20261124_032220_outbox_reply_to',
  },
  {
    up: migration_20261124_033120_hold_refund_reissue.up,
    down: migration_20261124_033120_hold_refund_reissue.down,
    name: '20261124_033120_hold_refund_reissue',
  },
  {
    up: migration_20261124_044705_invoice_snapshot.up,
    down: migration_20261124_044705_invoice_snapshot.down,
    name: '20261124_044705_invoice_snapshot',
  },
  {
    up: migration_20261124_062208_email_change.up,
    down: migration_20261124_062208_email_change.down,
    name: '20261124_062208_email_change',
  },
  {
    up: migration_20261124_092214_report_rules_and_edits.up,
    down: migration_20261124_092214_report_rules_and_edits.down,
    name: '20261124_092214_report_rules_and_edits',
  },
  {
    up: migration_20261124_093111_delivery.up,
    down: migration_20261124_093111_delivery.down,
    name: '20261124_093111_delivery',
  },
  {
    up: migration_20261124_142223_related_party.up,
    down: migration_20261124_142223_related_party.down,
    name: '20261124_142223_related_party',
  },
  {
    up: migration_20261124_142446_report_verification.up,
    down: migration_20261124_142446_report_verification.down,
    name: '20261124_142446_report_verification',
  },
  {
    up: migration_20261124_143032_report_content.up,
    down: migration_20261124_143032_report_content.down,
    name: '20261124_143032_report_content',
  },
  {
    up: migration_20261124_145332_comparable_evidence.up,
    down: migration_20261124_145332_comparable_evidence.down,
    name: '20261124_145332_comparable_evidence',
  },
  {
    up: migration_20261124_194639_staff_invitations.up,
    down: migration_20261124_194639_staff_invitations.down,
    name: '20261124_194639_staff_invitations',
  },
  {
    up: migration_20261124_194959_readable_admin.up,
    down: migration_20261124_194959_readable_admin.down,
    name: '20261124_194959_readable_admin',
  },
  {
    up: migration_20261124_223910_firms_and_funds.up,
    down: migration_20261124_223910_firms_and_funds.down,
    name: '20261124_223910_firms_and_funds',
  },
  {
    up: migration_20261125_015815_firm_xero_connection.up,
    down: migration_20261125_015815_firm_xero_connection.down,
    name: '20261125_015815_firm_xero_connection',
  },
  {
    up: migration_20261125_020420_monthly_invoices.up,
    down: migration_20261125_020420_monthly_invoices.down,
    name: '20261125_020420_monthly_invoices',
  },
  {
    up: migration_20261128_002743_cdn_pages.up,
    down: migration_20261128_002743_cdn_pages.down,
    name: '20261128_002743_cdn_pages',
  },
  {
    up: migration_20261128_052606_firm_invitations.up,
    down: migration_20261128_052606_firm_invitations.down,
    name: '20261128_052606_firm_invitations',
  },
  {
    up: migration_20261128_053101_firm_accounts.up,
    down: migration_20261128_053101_firm_accounts.down,
    name: '20261128_053101_firm_accounts',
  },
  {
    up: migration_20261128_053132_request_counts.up,
    down: migration_20261128_053132_request_counts.down,
    name: '20261128_053132_request_counts',
  },
  {
    up: migration_20261206_014449_practice_credentials.up,
    down: migration_20261206_014449_practice_credentials.down,
    name: '20261206_014449_practice_credentials',
  },
  {
    up: migration_20261206_020309_sales_by_class.up,
    down: migration_20261206_020309_sales_by_class.down,
    name: '20261206_020309_sales_by_class',
  },
  {
    up: migration_20261206_224338_location_evidence.up,
    down: migration_20261206_224338_location_evidence.down,
    name: '20261206_224338_location_evidence',
  },
  {
    up: migration_20261206_230827_adjustment_notes.up,
    down: migration_20261206_230827_adjustment_notes.down,
    name: '20261206_230827_adjustment_notes',
  },
  {
    up: migration_20261207_015443_testimonial_purpose_suburb.up,
    down: migration_20261207_015443_testimonial_purpose_suburb.down,
    name: '20261207_015443_testimonial_purpose_suburb',
  },
  {
    up: migration_20261207_023150_site_identity_file_names.up,
    down: migration_20261207_023150_site_identity_file_names.down,
    name: '20261207_023150_site_identity_file_names',
  },
  {
    up: migration_20261207_120628_snapshot_fund.up,
    down: migration_20261207_120628_snapshot_fund.down,
    name: '20261207_120628_snapshot_fund',
  },
  {
    up: migration_20261207_143816_snapshot_estimate_optional.up,
    down: migration_20261207_143816_snapshot_estimate_optional.down,
    name: '20261207_143816_snapshot_estimate_optional'
  },
];
