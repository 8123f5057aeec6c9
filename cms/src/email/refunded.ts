import { formatAudCents } from '@valuedesk/domain'

import { composeEmail, greet } from './layout.ts'

export const refundedEmail = (refund: {
  firstName: string
  invoiceNumber: string
  totalCents: number
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
