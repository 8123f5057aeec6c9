import type { Payload } from 'payload'

import type { BulkOrderRow, BulkQuoteResponse, QuoteResponse } from '@valuedesk/domain'

import { orderQuoteInput, quote } from './quote.ts'

/** Each row checked for scope and priced from the fee rows, and what the rows in scope cost together. */
export async function quoteBulkOrder(payload: Payload, rows: BulkOrderRow[]): Promise<BulkQuoteResponse> {
  const quotes = await Promise.all(rows.map((row) => quote(payload, orderQuoteInput(row))))
  const placeable = quotes.filter(isPlaceable)
  const totalCents = placeable.reduce((sum, row) => sum + row.TotalCents!, 0)
  return {
    Rows: quotes.map((row, index) => ({ ...row, Row: index + 1 })),
    InScopeCount: placeable.length,
    TotalCents: totalCents,
    GstCents: placeable.reduce((sum, row) => sum + row.GstCents!, 0),
  }
}

/** In scope and priced by a fee row: a property that can be ordered. */
export const isPlaceable = (row: QuoteResponse) =>
  row.InScope && row.TotalCents !== null && row.GstCents !== null
