import { formatDate } from '@valuedesk/domain'

import { composeEmail, greet } from './layout.ts'

type Reminder = {
  firstName: string | null
  address: string
  fundName: string | null
  yearEnd: string
  lastValueDate: string
  reference: string
  reorderUrl: string
}

export const smsfReminderEmail = (reminder: Reminder) => {
  const yearEnd = formatDate(reminder.yearEnd)
  const fund = reminder.fundName ? `${reminder.fundName} reports` : 'The fund reports'
  return composeEmail({
    subject: `Re-value ${reminder.address} for ${yearEnd}`,
    heading: `A new value for ${yearEnd}`,
    greeting: greet(reminder.firstName),
    blocks: [
      `${fund} ${reminder.address} at its market value at ${yearEnd}. Our last valuation of it (${reminder.reference}) is dated ${formatDate(reminder.lastValueDate)}.`,
      'Auditors generally look for a residential value dated within about 6 months of 30 June (commercial within about 18). Re-order in one click: the property and its details are filled in for you; check them, choose the date of value and pay.',
      'Already arranged? Ignore this e-mail: we remind you once a year for each property.',
    ],
    action: { label: 'Re-order the valuation', href: reminder.reorderUrl },
  })
}
