import { z } from 'zod'

import { BulkOrderRows } from '../order/bulk.ts'
import { InvoiceSummary, QuoteResponse } from './orders.ts'

const id = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)])

export const BulkQuoteRequest = z.strictObject({ Rows: BulkOrderRows })
export const BulkQuoteResponse = z.object({
  Rows: z.array(QuoteResponse.extend({ Row: z.number().int() })),
  InScopeCount: z.number().int(),
  TotalCents: z.number().int(),
  GstCents: z.number().int(),
})
export type BulkQuoteResponse = z.infer<typeof BulkQuoteResponse>

/** `OrderKey` is the browser's: sent again, it places nothing new. */
export const BulkOrderRequest = z.strictObject({
  OrderKey: z.uuid('Send a new UUID for each bulk order.'),
  Rows: BulkOrderRows,
  BusinessId: id.optional(),
})
export const BulkOrderResponse = z.object({
  OrderKey: z.string(),
  BusinessId: id.nullable(),
  Orders: z.array(
    z.object({
      Row: z.number().int(),
      ValuationId: id,
      Reference: z.string(),
      Status: z.number().int(),
      Address: z.string(),
      FundName: z.string().nullable(),
      /** Its tax invoice; null on a firm's account (billed on the month's invoice). */
      InvoiceId: id.nullable(),
      /** Its price on a firm's account, for the month's invoice; null when it has an invoice now. */
      OnAccountCents: z.number().int().nullable(),
    }),
  ),
  /** One invoice for the lot (a firm invoiced per bulk order), or one per property; none on a firm's account. */
  Invoices: z.array(InvoiceSummary),
  /** YYYY-MM: on a firm's account, the month whose invoice bills them (they started at once); otherwise null. */
  OnAccountMonth: z.string().nullable(),
  TotalCents: z.number().int(),
  GstCents: z.number().int(),
})
export type BulkOrderResponse = z.infer<typeof BulkOrderResponse>
