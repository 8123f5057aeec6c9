import type { Payload, TypedUser } from 'payload'

import { dueStanding, openStatuses, statusLabel, statusOf, storedStatus } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import { dashboardCell, DashboardTable } from './DashboardTable.tsx'

type Props = { payload: Payload; user?: TypedUser | null }

export async function MyValuations({ payload, user }: Props) {
  if (!user || !checkRole(['admin', 'valuer'], user)) return null
  const admin = checkRole(['admin'], user)
  const { docs, totalDocs } = await payload.find({
    collection: 'valuations',
    where: {
      status: { in: openStatuses.map(storedStatus) },
      ...(admin ? {} : { valuer: { equals: user.id } }),
    },
    sort: 'dueAt',
    limit: 25,
    depth: 1,
    user,
    overrideAccess: false,
  })
  const cell = dashboardCell
  return (
    <section style={{ marginBottom: 32 }} aria-labelledby="my-valuations">
      <h2 id="my-valuations" style={{ marginBottom: 12 }}>
        {admin ? 'Open valuations' : 'My valuations'}{' '}
        <span style={{ fontWeight: 400, fontSize: 14 }}>({totalDocs}, soonest due first)</span>
      </h2>
      {docs.length === 0 ? (
        <p>
          {admin
            ? 'Nothing is waiting: every paid valuation is done.'
            : 'Nothing is assigned to you right now.'}
        </p>
      ) : (
        <DashboardTable headings={['Reference', 'Property', 'Status', 'Valuer', 'Due']}>
          {docs.map((valuation) => {
            // On hold the clock stands still: "On hold", never counting down or overdue.
            const standing = dueStanding({ ...valuation, onHold: Boolean(valuation.hold?.since) })
            const overdue = standing?.tone === 'overdue'
            const valuer =
              valuation.valuer && typeof valuation.valuer === 'object'
                ? [valuation.valuer.firstName, valuation.valuer.lastName].filter(Boolean).join(' ') ||
                  valuation.valuer.email
                : 'Not assigned'
            return (
              <tr key={valuation.id} style={overdue ? { background: 'var(--theme-error-50)' } : undefined}>
                <td style={cell}>
                  <a href={`/admin/collections/valuations/${valuation.id}`}>{valuation.reference}</a>
                </td>
                <td style={cell}>
                  {typeof valuation.snapshot === 'object' ? valuation.snapshot.address : ''}
                </td>
                <td style={cell}>{statusLabel(statusOf(valuation))}</td>
                <td style={cell}>{valuer}</td>
                <td
                  style={{
                    ...cell,
                    fontWeight: overdue ? 700 : 400,
                    color: overdue ? 'var(--theme-error-500)' : undefined,
                  }}
                >
                  {standing?.text ?? '—'}
                </td>
              </tr>
            )
          })}
        </DashboardTable>
      )}
    </section>
  )
}
