import { composeEmail, greet } from './layout.ts'
import type { OrderOfEmail } from './orderReceived.ts'

export const declinedEmail = (order: OrderOfEmail & { reason: string; paid: boolean }) =>
  composeEmail({
    sender: order.sender,
    subject: `We cannot complete your valuation — ${order.reference}`,
    heading: 'We cannot complete your valuation',
    greeting: greet(order.firstName),
    blocks: [
      `We are sorry: we cannot value ${order.address} as ordered (order ${order.reference}).`,
      { quote: order.reason },
      order.paid
        ? 'Your payment will be refunded in full, and we will e-mail you when it is on its way.'
        : 'Nothing has been charged; please do not pay the invoice.',
      'If you would like to talk it over, reply to this e-mail.',
    ],
    action: { label: 'See your order', href: order.orderUrl },
  })
