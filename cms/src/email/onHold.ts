import { composeEmail, greet } from './layout.ts'
import type { OrderOfEmail } from './orderReceived.ts'

/** To the customer when the valuer puts the valuation on hold, with the reason in the valuer's words. */
export const onHoldEmail = (order: OrderOfEmail & { reason: string }) =>
  composeEmail({
    subject: `Your valuation is on hold — ${order.reference}`,
    heading: 'Your valuation is waiting on something',
    greeting: greet(order.firstName),
    blocks: [
      `The valuer has put the valuation of ${order.address} (order ${order.reference}) on hold:`,
      { quote: order.reason },
      'The time it waits does not count against your due time. Reply to this e-mail with what is needed, and we will carry on straight away.',
    ],
    action: { label: 'See your order', href: order.orderUrl },
  })
