import { composeEmail, greet } from './layout.ts'
import type { OrderOfEmail } from './orderReceived.ts'
import { dueLine } from './paymentReceived.ts'

export const resumedEmail = (order: OrderOfEmail & { dueAt: string | null }) =>
  composeEmail({
    sender: order.sender,
    subject: `Your valuation is under way again — ${order.reference}`,
    heading: 'Your valuation is under way again',
    greeting: greet(order.firstName),
    blocks: [
      `Thank you. The valuer is working on ${order.address} (order ${order.reference}) again.`,
      ...(order.dueAt
        ? [`${dueLine(order.dueAt, 'The time on hold is added to the clock: your report is now due by')}`]
        : []),
    ],
    action: { label: 'Follow your order', href: order.orderUrl },
  })
