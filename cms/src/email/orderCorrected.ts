import { composeEmail, greet } from './layout.ts'
import type { OrderOfEmail } from './orderReceived.ts'

export type Correction = { what: string; before: string; after: string }

export const orderCorrectedEmail = (order: OrderOfEmail & { corrections: Correction[] }) =>
  composeEmail({
    sender: order.sender,
    subject: `Your order was corrected — ${order.reference}`,
    heading: 'We corrected your order',
    greeting: greet(order.firstName),
    blocks: [
      `We have corrected the details of your valuation of ${order.address} (order ${order.reference}):`,
      order.corrections
        .map((correction) => `${correction.what}: ${correction.after} (was ${correction.before})`)
        .join('\n'),
      'The price does not change. If anything here is not right, reply to this e-mail and we will fix it.',
    ],
    action: { label: 'See your order', href: order.orderUrl },
  })
