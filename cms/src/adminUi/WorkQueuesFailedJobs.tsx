import type { Payload, TypedUser } from 'payload'

import { formatDueTime } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import { failedJobs } from '../jobs/failedEmails.ts'
import { dashboardCell as cell, DashboardTable } from './DashboardTable.tsx'
import { RetryButton } from './RetryEmailButton.tsx'

type Props = { payload: Payload; user?: TypedUser | null }

export async function FailedJobs({ payload, user }: Props) {
  if (!user || !checkRole(['admin'], user)) return null
  const failed = await failedJobs(payload)
  if (!failed.length) return null
  return (
    <section style={{ marginBottom: 32 }} aria-labelledby="failed-jobs">
      <h2 id="failed-jobs" style={{ marginBottom: 12, color: 'var(--theme-error-500)' }}>
        Jobs that failed{' '}
        <span style={{ fontWeight: 400, fontSize: 14 }}>({failed.length}, not done: run them again)</span>
      </h2>
      <DashboardTable headings={['Job', 'Why it failed', 'Tries', 'Failed at', '']}>
        {failed.map((job) => (
          <tr key={job.jobId}>
            <td style={cell}>{job.task}</td>
            <td style={cell}>{job.error}</td>
            <td style={cell}>{job.tried}</td>
            <td style={cell}>{formatDueTime(job.failedAt)}</td>
            <td style={cell}>
              <RetryButton path={`/api/jobs/${job.jobId}/retry`} label="Run again" />
            </td>
          </tr>
        ))}
      </DashboardTable>
    </section>
  )
}
