import { formatAudCents, TURNAROUND_HOURS } from '@valuedesk/domain'

import { composeEmail, greet } from './layout.ts'
import { fundsAskedFor } from './orderOnMonthlyBilling.ts'

export const bulkOrderReceivedEmail = (order: {
  firstName: string
  orders: { reference: string; address: string; fundName?: string | null; fundNeeded?: boolean }[]
  totalCents: number
  invoiceNumber: string
  accountUrl: string
}) =>
  composeEmail({
    subject: `${order.orders.length} valuations ordered — invoice ${order.invoiceNumber}`,
    heading: 'We have your bulk order',
    greeting: greet(order.firstName),
    blocks: [
      `Thank you for ordering ${order.orders.length} desktop valuations:`,
      order.orders
        .map((line) => `${line.reference}: ${line.address}${line.fundName ? ` (${line.fundName})` : ''}`)
        .join('\n'),
      `Your tax invoice ${order.invoiceNumber} for ${formatAudCents(order.totalCents)} (GST included) is attached, with a line per property. If you pay by bank transfer, please use ${order.invoiceNumber} as the payment reference.`,
      `Our ${TURNAROUND_HOURS}-hour clock starts for every property when your payment arrives, and we will e-mail you as soon as it does.`,
      ...fundsAskedFor(order.orders),
    ],
    action: { label: 'See your orders', href: order.accountUrl },
  })
