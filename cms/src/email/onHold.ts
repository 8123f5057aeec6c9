import { composeEmail, greet } from './layout.ts'
import type { OrderOfEmail } from './orderReceived.ts'

/** The order's key opens the link without signing in. */
export const onHoldEmail = (order: OrderOfEmail & { reason: string; answerUrl: string }) =>
  composeEmail({
    sender: order.sender,
    subject: `Your valuation is on hold — ${order.reference}`,
    heading: 'Your valuation is waiting on something from you',
    greeting: greet(order.firstName),
    blocks: [
      `The valuer has put the valuation of ${order.address} (order ${order.reference}) on hold. This is what they need:`,
      { quote: order.reason },
      'Answer and upload any documents or photos through the button below (no need to sign in). As soon as you send them, the valuer carries on.',
      'The time it waits does not count against your due time: the clock starts again with the time that was left.',
    ],
    action: { label: 'Answer the valuer', href: order.answerUrl },
  })
