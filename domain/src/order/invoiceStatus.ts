import { formatDate } from './dates.ts'

export const invoiceStatuses = ['unpaid', 'paid', 'void', 'refunded'] as const
export type InvoiceStatus = (typeof invoiceStatuses)[number]

/** How an invoice was paid, and so how it is refunded: through Stripe, or by our own bank transfer. */
export const paymentMethods = ['card', 'bank-transfer'] as const
export type PaymentMethod = (typeof paymentMethods)[number]

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  void: 'Cancelled',
  refunded: 'Refunded',
}
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: 'Card',
  'bank-transfer': 'Bank transfer',
}

export function refundProblem(status: InvoiceStatus, reason: string | null | undefined): string | null {
  if (status === 'refunded') return 'This invoice was already refunded.'
  if (status !== 'paid') return 'Only a paid invoice can be refunded.'
  return reason?.trim() ? null : 'Say why the payment is refunded; the customer is told.'
}

export type InvoiceStanding = {
  label: string
  settled: boolean
  asksForPayment: boolean
  nothingOwing: string | null
}

export function invoiceStanding(invoice: {
  status: InvoiceStatus
  paidAt?: string | null
  refundedAt?: string | null
  owingCents: number
}): InvoiceStanding {
  const on = (date: string | null | undefined) => (date ? ` ${formatDate(date)}` : '')
  const closed = (label: string, nothingOwing: string) => ({
    label,
    settled: true,
    asksForPayment: false,
    nothingOwing,
  })
  switch (invoice.status) {
    case 'paid':
      return { label: `Paid${on(invoice.paidAt)}`, settled: true, asksForPayment: false, nothingOwing: null }
    case 'refunded':
      return closed(
        `Refunded${on(invoice.refundedAt)}`,
        `Paid${invoice.paidAt ? ` on${on(invoice.paidAt)}` : ''} and refunded in full${invoice.refundedAt ? ` on${on(invoice.refundedAt)}` : ''}: nothing is owing.`,
      )
    case 'void':
      return closed('Cancelled', 'This invoice was cancelled before payment: nothing is owing.')
    case 'unpaid':
      return invoice.owingCents > 0
        ? { label: 'Awaiting payment', settled: false, asksForPayment: true, nothingOwing: null }
        : closed('Credited', 'Every line was credited before payment: nothing is owing.')
  }
}
