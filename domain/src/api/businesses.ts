import { z } from 'zod'

import { isValidAbn, normaliseAbn } from '../abn.ts'
import { firmInvoicings, MAX_REMINDER_LEAD_WEEKS, MIN_REMINDER_LEAD_WEEKS } from '../firm/firm.ts'
import { firmInvitationStatuses } from '../firm/firmInvitation.ts'
import { australianStates } from '../order/schemas.ts'
import { IdParams } from './orders.ts'

const id = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)])
const optionalText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`).optional()
const phone = z
  .string()
  .trim()
  .max(40, 'Use at most 40 characters.')
  .regex(/^[\d\s()+-]*$/, 'Use digits, spaces and + ( ) - only.')
  .optional()

/** A branch's place and way to reach it. */
export const BranchRequest = z.strictObject({
  Name: z.string().trim().min(1, 'Name the branch, like “Brisbane office”.').max(100),
  Email: z.email('Enter a valid e-mail address.').max(254).optional(),
  Phone: phone,
  Street: optionalText(200),
  Suburb: optionalText(100),
  State: z.enum(australianStates, 'Choose the state or territory.').optional(),
  Postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'An Australian postcode has four digits.')
    .optional(),
})

/** POST /api/businesses: the business and its first branch (the head office); the caller joins that branch. */
export const BusinessRequest = z.strictObject({
  Name: z.string().trim().min(1, 'Enter the business’s legal name.').max(200),
  TradingName: optionalText(200),
  ABN: z
    .string()
    .trim()
    .min(1, 'Enter the ABN.')
    .refine(isValidAbn, 'This is not a valid ABN: check the 11 digits on the ABN Lookup.')
    .transform(normaliseAbn),
  Email: z.email('Enter a valid e-mail address.').max(254).optional(),
  Phone: phone,
  Website: z.url('Enter the full address, like https://example.com.au.').max(300).optional(),
  HeadOffice: BranchRequest.optional(),
})
export type BusinessRequest = z.input<typeof BusinessRequest>

export const BusinessResponse = z.object({
  BusinessId: id,
  Name: z.string(),
  TradingName: z.string().nullable(),
  ABN: z.string(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  Website: z.string().nullable(),
  Invoicing: z.enum(firmInvoicings),
  /**
   * The account ValueDesk granted the firm (ordering on account, work starting before payment), with its limit
   * in cents, GST included, and the day it was granted; null: none, the firm's orders are paid first.
   */
  Account: z.object({ LimitCents: z.number().int(), GrantedAt: z.string().nullable() }).nullable(),
  ReminderLeadWeeks: z.number().int(),
  CreatedAt: z.string(),
})

/**
 * PATCH /api/businesses/{id}: a member sets how the firm is invoiced, reminded and reached. Invoicing per month
 * (on account) only while ValueDesk has granted the firm an account (403 naming Invoicing otherwise). The legal
 * name and ABN, printed on the firm's invoices: corrected by the member who registered the firm, and only until
 * the first invoice (then 409: ValueDesk changes them).
 */
export const BusinessSettingsRequest = z.strictObject({
  Name: z.string().trim().min(1, 'Enter the business’s legal name.').max(200).optional(),
  ABN: z
    .string()
    .trim()
    .min(1, 'Enter the ABN.')
    .refine(isValidAbn, 'This is not a valid ABN: check the 11 digits on the ABN Lookup.')
    .transform(normaliseAbn)
    .optional(),
  Invoicing: z.enum(firmInvoicings, `Choose ${firmInvoicings.join(', ')}.`).optional(),
  ReminderLeadWeeks: z
    .number('Give the number of weeks.')
    .int('Give whole weeks.')
    .min(MIN_REMINDER_LEAD_WEEKS, `At least ${MIN_REMINDER_LEAD_WEEKS} week.`)
    .max(MAX_REMINDER_LEAD_WEEKS, `At most ${MAX_REMINDER_LEAD_WEEKS} weeks (the end of December).`)
    .optional(),
  Email: z.email('Enter a valid e-mail address.').max(254).optional(),
  Phone: phone,
})
export type BusinessSettingsRequest = z.input<typeof BusinessSettingsRequest>

/**
 * POST /api/businesses/{id}/invitations: the address of a colleague a member invites to the firm. Nothing else is
 * asked: the invitation makes no account, and the colleague names themselves when they sign up.
 */
export const FirmInvitationRequest = z.strictObject({
  Email: z
    .email('Enter a valid e-mail address.')
    .max(254)
    .transform((email) => email.toLowerCase()),
})
export type FirmInvitationRequest = z.input<typeof FirmInvitationRequest>

/** A member of a firm, as their colleagues see them. */
export const FirmMemberResponse = z.object({
  UserId: id,
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  Email: z.string(),
})
export type FirmMemberResponse = z.infer<typeof FirmMemberResponse>

/**
 * An invitation to the firm, as its members see it. The answer to a new invitation is the same whoever the address
 * belongs to (someone with an account, someone without, staff): the firm learns who joined when they accept.
 */
export const FirmInvitationResponse = z.object({
  InvitationId: id,
  Email: z.string(),
  /** The member (or admin) who sent it, by name. */
  InvitedBy: z.string().nullable(),
  InvitedAt: z.string(),
  /** Its link works until then, once. */
  ExpiresAt: z.string(),
  Status: z.enum(firmInvitationStatuses),
})
export type FirmInvitationResponse = z.infer<typeof FirmInvitationResponse>

/** DELETE /api/businesses/{id}/invitations/{invitationId}: a pending invitation withdrawn. */
export const FirmInvitationParams = IdParams.extend({
  invitationId: z.string().regex(/^[\w-]{1,64}$/, 'Not a valid id.'),
})

/** The token of the link e-mailed to an address invited to join a firm (43 characters of base64url). */
export const FirmJoinRequest = z.strictObject({
  Token: z
    .string()
    .trim()
    .regex(/^[\w-]{20,100}$/, 'Use the link from the e-mail.'),
})
export type FirmJoinRequest = z.input<typeof FirmJoinRequest>

/** What the link offers the signed-in account it was sent to. */
export const FirmJoinPreviewResponse = z.object({
  BusinessId: id,
  BusinessName: z.string(),
  InvitedBy: z.string().nullable(),
  ExpiresAt: z.string(),
  AlreadyMember: z.boolean(),
})
export type FirmJoinPreviewResponse = z.infer<typeof FirmJoinPreviewResponse>

export const BranchResponse = z.object({
  BusinessBranchId: id,
  BusinessId: id,
  BusinessName: z.string().nullable(),
  Name: z.string(),
  IsHeadOffice: z.boolean(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  Street: z.string().nullable(),
  Suburb: z.string().nullable(),
  State: z.string().nullable(),
  Postcode: z.string().nullable(),
  FranchiseId: id.nullable(),
})

/** GET /api/businesses/branches: a search over branch, business, suburb or postcode. */
export const BranchSearchQuery = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    Items: z.array(item),
    Page: z.number().int(),
    TotalPages: z.number().int(),
    TotalItems: z.number().int(),
  })

/** POST /api/admin/franchises: a franchise headed by one branch (the franchisor's office). */
export const FranchiseRequest = z.strictObject({
  BusinessBranchId: id,
  Name: z.string().trim().min(1).max(200).optional(),
})

export const FranchiseResponse = z.object({
  FranchiseId: id,
  Name: z.string(),
  BusinessBranchId: id,
  BusinessId: id.nullable(),
  BranchCount: z.number().int(),
})

/** GET /api/businesses/{id}/xero: whether the server can reach Xero, and the firm's Xero organisation if connected. */
export const XeroConnectionResponse = z.object({
  /** The server has a Xero app: without one, the firm exports CSV only. */
  Configured: z.boolean(),
  Connected: z.boolean(),
  OrganisationName: z.string().nullable(),
  ConnectedAt: z.string().nullable(),
  /** The member who connected it, by name. */
  ConnectedBy: z.string().nullable(),
})
export type XeroConnectionResponse = z.infer<typeof XeroConnectionResponse>

/** POST /api/businesses/{id}/xero/authorization: where to send the member's browser to let us into their Xero. */
export const XeroAuthorizationResponse = z.object({ AuthorizeUrl: z.string() })

/** GET /api/xero/callback: what Xero sends back to our redirect address (its own, lower-case names). */
export const XeroCallbackQuery = z.object({
  state: z.string('Missing state.').trim().min(1, 'Missing state.').max(200),
  code: z.string().trim().min(1).max(2000).optional(),
  error: z.string().trim().max(200).optional(),
  scope: z.string().max(2000).optional(),
  session_state: z.string().max(2000).optional(),
  // OAuth's other words on a refusal: a query parameter the call does not name is refused (knownQuery).
  error_description: z.string().max(2000).optional(),
  error_uri: z.string().max(2000).optional(),
})

/** POST /api/businesses/{id}/invoices/export/xero: one invoice of the firm's, or all those not yet in Xero. */
export const XeroExportRequest = z.strictObject({ InvoiceId: id.optional() })
export type XeroExportRequest = z.input<typeof XeroExportRequest>

export const XeroExportResponse = z.object({
  /** Bills made in Xero by this call. */
  Sent: z.number().int(),
  /** Invoices already in Xero from an earlier export, not sent again. */
  AlreadyInXero: z.number().int(),
  Invoices: z.array(
    z.object({
      InvoiceId: id,
      Number: z.string(),
      XeroInvoiceId: z.string(),
      SentAt: z.string(),
      /** Sent by this call (false: it was already in Xero). */
      SentNow: z.boolean(),
    }),
  ),
})
export type XeroExportResponse = z.infer<typeof XeroExportResponse>
