import { formatAudCents } from '../money.ts'

/** The ATO's adjustment events. */
export const invoiceAdjustments = ['refund', 'credit'] as const
export type InvoiceAdjustment = (typeof invoiceAdjustments)[number]

export const invoiceAdjustmentLabels: Record<InvoiceAdjustment, string> = {
  refund: 'Refund',
  credit: 'Credit',
}

/** ADJ-000123 from 123: a series of its own, beside the invoices' INV- numbers. */
export const adjustmentNoteNumber = (n: number) => `ADJ-${String(n).padStart(6, '0')}`

export function adjustmentStatement(note: {
  kind: InvoiceAdjustment
  invoiceNumber: string
  amountCents: number
  gstCents: number
  byCard?: boolean
}): string {
  const amount = `${formatAudCents(note.amountCents)} (GST ${formatAudCents(note.gstCents)})`
  return note.kind === 'refund'
    ? `Tax invoice ${note.invoiceNumber} is reduced by ${amount}: it was paid, and this amount is refunded ${note.byCard ? 'to the card it was paid with' : 'by bank transfer'}.`
    : `Tax invoice ${note.invoiceNumber} is reduced by ${amount}: this amount was not paid and is no longer owed.`
}
