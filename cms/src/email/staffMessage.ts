import { composeEmail, greet } from './layout.ts'
import type { OrderOfEmail } from './orderReceived.ts'

export const staffMessageEmail = (
  message: OrderOfEmail & {
    from: string
    replyTo: string
    text: string
  },
) =>
  composeEmail({
    sender: message.sender,
    subject: `A message about your valuation — ${message.reference}`,
    heading: 'A message about your valuation',
    greeting: greet(message.firstName),
    blocks: [
      `${message.from}, who is working on your valuation of ${message.address} (order ${message.reference}), writes:`,
      { quote: message.text },
      'Reply to this e-mail to answer: your reply goes straight to them.',
    ],
    action: { label: 'See your order', href: message.orderUrl },
    replyTo: message.replyTo,
  })
