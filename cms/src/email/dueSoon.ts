import { formatDueTime, TURNAROUND_HOURS } from '@valuedesk/domain'

import { composeEmail, greet } from './layout.ts'

type Reminder = { reference: string; address: string; dueAt: string; hoursLeft: number; valuationUrl: string }

const hours = (count: number) => (count < 1 ? 'under an hour' : `${count} hour${count === 1 ? '' : 's'}`)

/** To the valuer (or support) and support when an open valuation nears its due time (never once it is past it). */
export const dueSoonEmail = (valuation: Reminder) =>
  composeEmail({
    subject: `Due in ${valuation.hoursLeft < 1 ? 'under 1' : valuation.hoursLeft} h — ${valuation.reference}, ${valuation.address}`,
    heading: `${valuation.reference} is due soon`,
    greeting: greet(),
    blocks: [
      `The valuation ${valuation.reference} of ${valuation.address} is due by ${formatDueTime(valuation.dueAt)} (Brisbane time), ${hours(valuation.hoursLeft)} from now.`,
      `Our promise to the customer is the report within ${TURNAROUND_HOURS} hours of payment. If it cannot be met, tell the customer and an admin now.`,
    ],
    action: { label: 'Open the valuation', href: valuation.valuationUrl },
    signOff: 'ValueDesk (sent automatically)',
  })
