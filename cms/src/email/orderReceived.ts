import { formatAudCents, fundAsked, TURNAROUND_HOURS } from '@valuedesk/domain'

import { composeEmail, greet, type Sender } from './layout.ts'

export type OrderOfEmail = {
  firstName: string
  reference: string
  address: string
  orderUrl: string
  sender?: Sender
}

/** `fundNeeded`: ordered for SMSF reporting without the fund, which it asks for. */
export const orderReceivedEmail = (
  order: OrderOfEmail & { totalCents: number; invoiceNumber: string; fundNeeded?: boolean },
) =>
  composeEmail({
    sender: order.sender,
    subject: `Order ${order.reference} received — ${order.address}`,
    heading: 'We have your order',
    greeting: greet(order.firstName),
    blocks: [
      `Thank you for ordering a desktop valuation of ${order.address}. Your order reference is ${order.reference}.`,
      `Your tax invoice ${order.invoiceNumber} for ${formatAudCents(order.totalCents)} (GST included) is attached. If you pay by bank transfer, please use ${order.invoiceNumber} as the payment reference.`,
      `Our ${TURNAROUND_HOURS}-hour clock starts when your payment arrives, and we will e-mail you as soon as it does.`,
      ...(order.fundNeeded ? [fundAsked()] : []),
    ],
    action: { label: 'See your order', href: order.orderUrl },
  })
