import type { PayloadRequest } from 'payload'

import type { Invoice, Valuation } from '../../payload-types.ts'
import { issueAdjustmentNote } from './issueAdjustmentNote.ts'
import { writeAs } from './transaction.ts'

export async function cancelInvoice(
  req: PayloadRequest,
  invoice: Invoice,
  valuation: Valuation,
  reason: string,
): Promise<Invoice> {
  const cancelled = await req.payload.update({
    collection: 'invoices',
    id: invoice.id,
    data: { status: 'void' },
    ...writeAs(req),
  })
  await issueAdjustmentNote(req, cancelled, {
    kind: 'credit',
    amountCents: invoice.totalCents,
    description: invoice.lines?.[0]?.description ?? `Tax invoice ${invoice.number}`,
    reason,
    valuation,
  })
  return cancelled
}
