import { formatAudCents, promisableDueTime } from '@valuedesk/domain'

import { composeEmail, greet } from './layout.ts'
import type { OrderOfEmail } from './orderReceived.ts'

/** The promise in a customer's e-mail: the due time, or, once it has passed, as soon as possible. */
export const dueLine = (dueAt: string | null, prefix = 'Your report is due by') => {
  const due = promisableDueTime(dueAt)
  return due ? `${prefix} ${due} (Brisbane time).` : 'We will send your report as soon as possible.'
}

export const paymentReceivedEmail = (
  order: OrderOfEmail & { totalCents: number; invoiceNumber: string; dueAt: string },
) =>
  composeEmail({
    sender: order.sender,
    subject: `Payment received — ${order.reference}`,
    heading: 'Payment received: your valuation has started',
    greeting: greet(order.firstName),
    blocks: [
      `We have received your payment of ${formatAudCents(order.totalCents)} for invoice ${order.invoiceNumber} (order ${order.reference}). Thank you.`,
      `A licensed valuer will now assess ${order.address}. ${dueLine(order.dueAt)}`,
      'If the valuer needs anything more from you, we will ask straight away.',
    ],
    action: { label: 'Follow your order', href: order.orderUrl },
  })

export const bulkPaymentReceivedEmail = (order: {
  firstName: string
  orders: { reference: string; address: string }[]
  totalCents: number
  invoiceNumber: string
  dueAt: string
  accountUrl: string
}) =>
  composeEmail({
    subject: `Payment received — invoice ${order.invoiceNumber}, ${order.orders.length} valuations`,
    heading: 'Payment received: your valuations have started',
    greeting: greet(order.firstName),
    blocks: [
      `We have received your payment of ${formatAudCents(order.totalCents)} for invoice ${order.invoiceNumber}. Thank you.`,
      `Licensed valuers will now assess each of these ${order.orders.length} properties:`,
      order.orders.map((line) => `${line.reference}: ${line.address}`).join('\n'),
      `${dueLine(order.dueAt, 'Each report is due by')} If a valuer needs anything more from you, we will ask straight away.`,
    ],
    action: { label: 'Follow your orders', href: order.accountUrl },
  })
