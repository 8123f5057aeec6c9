import { composeEmail, greet } from './layout.ts'
import type { OrderOfEmail } from './orderReceived.ts'

/** To the customer when the valuation is complete; the final report PDF goes with it. */
export const reportReadyEmail = (order: OrderOfEmail) =>
  composeEmail({
    subject: `Your valuation report — ${order.address} (${order.reference})`,
    heading: 'Your valuation report is ready',
    greeting: greet(order.firstName),
    blocks: [
      `Your desktop valuation report for ${order.address} (order ${order.reference}) is attached as a PDF.`,
      'You can also download it at any time from your order page. If anything in it needs explaining, reply to this e-mail and the valuer will help.',
    ],
    action: { label: 'Open your order', href: order.orderUrl },
  })
