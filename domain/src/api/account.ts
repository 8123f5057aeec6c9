import { z } from 'zod'

import { valueAgeBandKeys } from '../valuation/valueAge.ts'
import { EmailAddress } from './auth.ts'
import { InvoiceResponse, OrderView } from './orders.ts'
import { PropertySnapshotResponse } from './valuations.ts'

const id = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)])

export const OrderReference = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^VD-\d{1,12}$/, 'Enter the order’s reference as it is in its e-mails, like VD-000123.')

export const AccountOrder = OrderView.extend({
  /** Hours to the due time while it runs (null on hold, delivered, declined or not yet paid). */
  HoursLeft: z.number().nullable(),
  Overdue: z.boolean(),
  /** What this order costs, GST included: its own line of an invoice that prices several properties. */
  PriceCents: z.number().int().nullable(),
  /** On a firm's account (a firm invoiced monthly), in words: "On account: on the November invoice"; else null. */
  OnAccount: z.string().nullable(),
  Reorder: z.object({ Label: z.string(), DateOfValue: z.string().nullable() }),
})
export type AccountOrder = z.infer<typeof AccountOrder>
export const AccountOrderList = z.object({ Items: z.array(AccountOrder), TotalItems: z.number().int() })

export const AccountInvoice = InvoiceResponse.extend({
  ValuationId: id.nullable(),
  Reference: z.string().nullable(),
})
export type AccountInvoice = z.infer<typeof AccountInvoice>
export const AccountInvoiceList = z.object({ Items: z.array(AccountInvoice), TotalItems: z.number().int() })

export const AccountProperty = z.object({
  Address: z.string(),
  /** The latest delivered value's date (YYYY-MM-DD), or null while none is delivered yet. */
  LatestValueDate: z.string().nullable(),
  AgeBand: z.enum(valueAgeBandKeys).nullable(),
  AgeLabel: z.string(),
  /** The order of that value (or the latest order, while none is delivered), to re-order from. */
  ValuationId: id,
  Reference: z.string(),
  Orders: z.number().int(),
})
export type AccountProperty = z.infer<typeof AccountProperty>
export const AccountPropertyList = z.object({ Items: z.array(AccountProperty) })

export const ClaimRequest = z.strictObject({ Reference: OrderReference, Email: EmailAddress })
export const ClaimAccepted = z.object({ message: z.string() })

export const ClaimConfirmRequest = z.strictObject({
  Token: z.string().trim().min(10, 'Use the link from the e-mail.').max(200),
})
export const ClaimConfirmResponse = z.object({
  Orders: z.array(z.object({ ValuationId: id, Reference: z.string() })),
})

export const ReorderPrefill = z.object({
  FromReference: z.string(),
  Property: PropertySnapshotResponse.omit({ PropertySnapshotId: true, DetailsForm: true, Details: true }),
  Assessment: z.object({
    Purpose: z.string(),
    ReportKind: z.string(),
    ValuationBasis: z.enum(['current', 'retrospective']),
    RetrospectiveDate: z.string().optional(),
    RelatedParty: z.boolean(),
    Fund: z.object({ Name: z.string(), Trustee: z.string(), Abn: z.string() }).optional(),
  }),
  Details: z.object({ Form: z.string(), Details: z.record(z.string(), z.unknown()) }),
  Contact: z
    .object({
      FirstName: z.string(),
      LastName: z.string(),
      Email: z.string(),
      Phone: z.string(),
      BusinessName: z.string(),
    })
    .nullable(),
})
export type ReorderPrefill = z.infer<typeof ReorderPrefill>
