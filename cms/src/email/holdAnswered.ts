import { formatDueTime } from '@valuedesk/domain'

import { composeEmail, greet } from './layout.ts'

type Answer = {
  firstName: string | null
  reference: string
  address: string
  reason: string
  answer: string
  fileCount: number
  dueAt: string | null
  valuationUrl: string
}

export const holdAnsweredEmail = (answer: Answer) =>
  composeEmail({
    subject: `The customer answered — ${answer.reference}, ${answer.address}`,
    heading: `${answer.reference} is under way again`,
    greeting: greet(answer.firstName),
    blocks: [
      `The customer has answered what the valuation of ${answer.address} was on hold for:`,
      { quote: answer.reason },
      ...(answer.answer ? ['Their answer:', { quote: answer.answer }] : []),
      answer.fileCount
        ? `They uploaded ${answer.fileCount} file${answer.fileCount > 1 ? 's' : ''}, attached to the valuation under Working files.`
        : 'They sent no files.',
      answer.dueAt
        ? `The valuation is resumed: the time on hold is added to the clock, and it is now due by ${formatDueTime(answer.dueAt)} (Brisbane time).`
        : 'The valuation is resumed.',
    ],
    action: { label: 'Open the valuation', href: answer.valuationUrl },
    signOff: 'ValueDesk (sent automatically)',
  })
