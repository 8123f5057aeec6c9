import { z } from 'zod'

import { isValidAbn, normaliseAbn } from '../business/abn.ts'
import { firmInvoicings, MAX_REMINDER_LEAD_WEEKS, MIN_REMINDER_LEAD_WEEKS } from '../business/firm.ts'
import { australianStates } from '../order/schemas.ts'

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
  ReminderLeadWeeks: z.number().int(),
  CreatedAt: z.string(),
})

/** PATCH /api/businesses/{id}: a member sets how the firm is invoiced, reminded and reached. */
export const BusinessSettingsRequest = z.strictObject({
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

/** POST /api/businesses/{id}/invitations: a colleague a member adds to the firm. */
export const FirmInvitationRequest = z.strictObject({
  Email: z
    .email('Enter a valid e-mail address.')
    .max(254)
    .transform((email) => email.toLowerCase()),
  FirstName: z.string().trim().min(1, 'Enter their first name.').max(100),
  LastName: z.string().trim().min(1, 'Enter their last name.').max(100),
})
export type FirmInvitationRequest = z.input<typeof FirmInvitationRequest>

/** A member of a firm, as their colleagues see them. */
export const FirmMemberResponse = z.object({
  UserId: id,
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  Email: z.string(),
  /** Invited and has not yet chosen a password. */
  InvitationPending: z.boolean(),
})
export type FirmMemberResponse = z.infer<typeof FirmMemberResponse>

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
