import {
  formatBillingMonth,
  formatAudCents,
  fundAsked,
  MONTHLY_INVOICE_TERMS_DAYS,
  TURNAROUND_HOURS,
} from '@valuedesk/domain'

import { composeEmail, greet } from './layout.ts'
import { dueLine } from './paymentReceived.ts'

/** The e-mail's line asking for the funds its orders lack: none when they lack none. */
export const fundsAskedFor = (
  orders: readonly { reference: string; fundNeeded?: boolean }[],
  several = orders.length > 1,
) => {
  const lacking = orders.filter((line) => line.fundNeeded).map((line) => line.reference)
  return lacking.length ? [fundAsked(several ? lacking : [])] : []
}

export const orderOnMonthlyBillingEmail = (order: {
  firstName: string
  orders: {
    reference: string
    address: string
    fundName?: string | null
    fundNeeded?: boolean
    totalCents: number
  }[]
  month: string
  dueAt: string | null
  url: string
}) => {
  const [only] = order.orders
  const several = order.orders.length > 1
  const invoice = `your firm’s ${formatBillingMonth(order.month)} invoice`
  return composeEmail({
    subject:
      several || !only
        ? `${order.orders.length} valuations ordered on account`
        : `Order ${only.reference} received on account — ${only.address}`,
    heading: 'We have your order, on account',
    greeting: greet(order.firstName),
    blocks: [
      several || !only
        ? `Thank you for ordering ${order.orders.length} desktop valuations on your firm’s account:`
        : `Thank you for ordering a desktop valuation of ${only.address} on your firm’s account. Your order reference is ${only.reference}.`,
      ...(several
        ? [
            order.orders
              .map(
                (line) =>
                  `${line.reference}: ${line.address}${line.fundName ? ` (${line.fundName})` : ''}, ${formatAudCents(line.totalCents)}`,
              )
              .join('\n'),
          ]
        : []),
      `There is nothing to pay now: ${several ? 'they go' : `it goes (${formatAudCents(only?.totalCents ?? 0)}, GST included)`} on ${invoice}, which we e-mail at the start of next month, with ${MONTHLY_INVOICE_TERMS_DAYS} days to pay.`,
      `Our ${TURNAROUND_HOURS}-hour clock has started. ${dueLine(order.dueAt, several ? 'Your reports are due by' : 'Your report is due by')}`,
      ...fundsAskedFor(order.orders, several),
    ],
    action: { label: several ? 'See your orders' : 'See your order', href: order.url },
  })
}
