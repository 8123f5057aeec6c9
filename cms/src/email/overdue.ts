import { formatDueTime, TURNAROUND_HOURS } from '@valuedesk/domain'

import { composeEmail, greet } from './layout.ts'

type Overdue = {
  reference: string
  address: string
  dueAt: string
  hoursLate: number
  valuerName: string | null
  valuationUrl: string
}

const late = (hours: number) =>
  hours < 1 ? 'less than an hour' : hours < 48 ? `${hours} hours` : `${Math.floor(hours / 24)} days`

/** So a broken promise is acted on, not discovered by the customer. */
export const overdueEmail = (valuation: Overdue) =>
  composeEmail({
    subject: `Overdue by ${late(valuation.hoursLate)} — ${valuation.reference}, ${valuation.address}`,
    heading: `${valuation.reference} is overdue`,
    greeting: greet(),
    blocks: [
      `The valuation ${valuation.reference} of ${valuation.address} was due by ${formatDueTime(valuation.dueAt)} (Brisbane time): it is ${late(valuation.hoursLate)} late.`,
      valuation.valuerName
        ? `It is assigned to ${valuation.valuerName}.`
        : 'No valuer is assigned to it: an admin assigns one now.',
      `We promise the customer the report within ${TURNAROUND_HOURS} hours of payment. Finish it today, or tell the customer when it will come (put it on hold if it waits on them). This reminder comes each day until it is done.`,
    ],
    action: { label: 'Open the valuation', href: valuation.valuationUrl },
    signOff: 'ValueDesk (sent automatically)',
  })
