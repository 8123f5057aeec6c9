import { z } from 'zod'

import { isValidAbn, normaliseAbn } from '../abn.ts'
import { firmInvoicings, MAX_REMINDER_LEAD_WEEKS, MIN_REMINDER_LEAD_WEEKS } from '../firm/firm.ts'
import { firmInvitationStatuses } from '../firm/firmInvitation.ts'
import { Postcode, StateOrTerritory } from '../order/schemas.ts'
import { IdParams } from './orders.ts'

const id = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)])
const optionalText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`).optional()
const phone = z
  .string()
  .trim()
  .max(40, 'Use at most 40 characters.')
  .regex(/^[\d\s()+-]*$/, 'Use digits, spaces and + ( ) - only.')
  .optional()

export const BranchRequest = z.strictObject({
  Name: z.string().trim().min(1, 'Name the branch, like “Brisbane office”.').max(100),
  Email: z.email('Enter a valid e-mail address.').max(254).optional(),
  Phone: phone,
  Street: optionalText(200),
  Suburb: optionalText(100),
  State: StateOrTerritory.optional(),
  Postcode: Postcode.optional(),
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
  /** null: none, the firm's orders are paid first. */
  Account: z.object({ LimitCents: z.number().int(), GrantedAt: z.string().nullable() }).nullable(),
  ReminderLeadWeeks: z.number().int(),
  CreatedAt: z.string(),
})

/** Invoicing per month only with a granted account (403); name and ABN fixed once invoiced (409). */
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

/** The invitation makes no account: the colleague names themselves when they sign up. */
export const FirmInvitationRequest = z.strictObject({
  Email: z
    .email('Enter a valid e-mail address.')
    .max(254)
    .transform((email) => email.toLowerCase()),
})
export type FirmInvitationRequest = z.input<typeof FirmInvitationRequest>

export const FirmMemberResponse = z.object({
  UserId: id,
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  Email: z.string(),
})
export type FirmMemberResponse = z.infer<typeof FirmMemberResponse>

/** The same whoever the address belongs to: the firm learns who joined when they accept. */
export const FirmInvitationResponse = z.object({
  InvitationId: id,
  Email: z.string(),
  InvitedBy: z.string().nullable(),
  InvitedAt: z.string(),
  ExpiresAt: z.string(),
  Status: z.enum(firmInvitationStatuses),
})
export type FirmInvitationResponse = z.infer<typeof FirmInvitationResponse>

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

export const XeroConnectionResponse = z.object({
  /** The server has a Xero app: without one, the firm exports CSV only. */
  Configured: z.boolean(),
  Connected: z.boolean(),
  OrganisationName: z.string().nullable(),
  ConnectedAt: z.string().nullable(),
  ConnectedBy: z.string().nullable(),
})
export type XeroConnectionResponse = z.infer<typeof XeroConnectionResponse>

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

export const XeroExportRequest = z.strictObject({ InvoiceId: id.optional() })
export type XeroExportRequest = z.input<typeof XeroExportRequest>

export const XeroExportResponse = z.object({
  Sent: z.number().int(),
  AlreadyInXero: z.number().int(),
  Invoices: z.array(
    z.object({
      InvoiceId: id,
      Number: z.string(),
      XeroInvoiceId: z.string(),
      SentAt: z.string(),
      SentNow: z.boolean(),
    }),
  ),
})
export type XeroExportResponse = z.infer<typeof XeroExportResponse>
