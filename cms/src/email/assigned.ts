import { formatDueTime } from '@valuedesk/domain'

import { composeEmail, greet } from './layout.ts'

type Assignment = {
  firstName: string | null
  reference: string
  address: string
  dueAt: string | null
  valuationUrl: string
}

export const assignedEmail = (assignment: Assignment) =>
  composeEmail({
    subject: `Assigned to you — ${assignment.reference}, ${assignment.address}`,
    heading: `${assignment.reference} is yours to value`,
    greeting: greet(assignment.firstName),
    blocks: [
      `An admin has assigned you the desktop valuation ${assignment.reference} of ${assignment.address}.`,
      assignment.dueAt
        ? `It is due by ${formatDueTime(assignment.dueAt)} (Brisbane time). Open it, press Start valuation, then Work on report.`
        : 'It is not paid yet, so its 72-hour clock has not started. Open it to read the order.',
    ],
    action: { label: 'Open the valuation', href: assignment.valuationUrl },
    signOff: 'ValueDesk (sent automatically)',
  })
