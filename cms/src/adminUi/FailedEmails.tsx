import type { Payload, TypedUser } from 'payload'

import { formatDueTime } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import { failedEmails } from '../jobs/failedEmails.ts'
import { dashboardCell, DashboardTable } from './DashboardTable.tsx'
import { RetryEmailButton } from './RetryEmailButton.tsx'

type Props = { payload: Payload; user?: TypedUser | null }

const cell = dashboardCell

export async function FailedEmails({ payload, user }: Props) {
  if (!user || !checkRole(['admin'], user)) return null
  const failed = await failedEmails(payload)
  if (!failed.length) return null
  return (
    <section style={{ marginBottom: 32 }} aria-labelledby="failed-emails">
      <h2 id="failed-emails" style={{ marginBottom: 12, color: 'var(--theme-error-500)' }}>
        E-mails that failed{' '}
        <span style={{ fontWeight: 400, fontSize: 14 }}>
          ({failed.length}, not delivered: send them again)
        </span>
      </h2>
      <DashboardTable headings={['E-mail', 'To', 'Why it failed', 'Failed at', '']}>
        {failed.map((email) => (
          <tr key={email.jobId}>
            <td style={cell}>
              {email.valuation ? (
                <a href={`/admin/collections/valuations/${email.valuation}`}>{email.subject}</a>
              ) : (
                email.subject
              )}
            </td>
            <td style={cell}>{email.to}</td>
            <td style={cell}>{email.error}</td>
            <td style={cell}>{formatDueTime(email.failedAt)}</td>
            <td style={cell}>
              <RetryEmailButton jobId={email.jobId} />
            </td>
          </tr>
        ))}
      </DashboardTable>
    </section>
  )
}
