import { formatAudCents } from '@valuedesk/domain'

import { composeEmail, greet } from './layout.ts'

/** To the customer when a payment is refunded: how much, why, and how it comes back. */
export const refundedEmail = (refund: {
  firstName: string
  invoiceNumber: string
  totalCents: number
  /** The whole invoice, or one property's line of it. */
  whole?: boolean
  reason: string
  byCard: boolean
}) =>
  composeEmail({
    subject: `Refund of invoice ${refund.invoiceNumber}`,
    heading: 'Your payment has been refunded',
    greeting: greet(refund.firstName),
    blocks: [
      refund.whole === false
        ? `We have refunded ${formatAudCents(refund.totalCents)} of invoice ${refund.invoiceNumber}: the price of the valuation we could not do.`
        : `We have refunded ${formatAudCents(refund.totalCents)}, the whole of invoice ${refund.invoiceNumber}.`,
      { quote: refund.reason },
      refund.byCard
        ? 'It goes back to the card you paid with; banks usually show it within 5 to 10 business days.'
        : 'We are paying it back by bank transfer to the account it came from, usually within 2 business days.',
    ],
  })
