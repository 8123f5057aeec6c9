import type { UIFieldServerProps } from 'payload'

import { accountGrantLabel, accountHistoryLabel } from '@valuedesk/domain/business/credit'
import { formatAudCents, toCents } from '@valuedesk/domain/money'
import { formatMoment } from '@valuedesk/domain/order/dates'
import { personName } from '@valuedesk/domain/personName'
import { idOrNull } from '@valuedesk/domain/relations'

import { owingOnAccount } from '../lifecycle/account.ts'
import { grantOf } from '../lifecycle/firm.ts'

/**
 * A firm's account as an admin reads it, on the firm's page: the grant in words (limit in dollars, who granted it
 * and on which day), what the firm owes on account now, and the history of grants, changes and withdrawals,
 * newest first. Read as the viewer (admins only see the grantor and the history).
 */
export async function FirmAccount({ id, payload, req }: UIFieldServerProps) {
  if (id == null) return null
  const firm = await payload
    .findByID({ collection: 'businesses', id, depth: 0, user: req.user, overrideAccess: false })
    .catch(() => undefined)
  if (!firm) return null
  const grant = grantOf(firm)
  const entries = firm.accountHistory ?? []
  const ids = [
    ...new Set([...entries.map((entry) => idOrNull(entry.by)), idOrNull(firm.accountGrantedBy ?? null)]),
  ].filter((by) => by !== null)
  const { docs: people } = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { firstName: true, lastName: true, email: true },
    depth: 0,
    limit: ids.length || 1,
    overrideAccess: true,
  })
  const nameOf = (by: unknown) => {
    const person = people.find((user) => user.id === idOrNull(by as never))
    return person ? personName(person) : 'ValueDesk'
  }
  const owing = grant || firm.invoicing === 'per-month' ? await owingOnAccount(payload, firm.id) : 0
  return (
    <section aria-labelledby="firm-account" style={{ margin: '8px 0 16px' }}>
      <h3 id="firm-account" style={{ marginBottom: 4 }}>
        {accountGrantLabel(grant, grant ? nameOf(firm.accountGrantedBy) : null)}
      </h3>
      {grant && (
        <p style={{ margin: '0 0 8px' }}>
          Owing on account now: {formatAudCents(owing)} (ordered and not yet invoiced, plus invoiced and
          unpaid); {formatAudCents(Math.max(0, grant.limitCents - owing))} left before orders are refused.
        </p>
      )}
      {!grant && firm.invoicing === 'per-month' && (
        <p style={{ margin: '0 0 8px' }}>
          This firm is set to one invoice a month but has no account: its orders are paid for first until an
          admin grants one.
        </p>
      )}
      {entries.length > 0 && (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Account history">
          {[...entries].reverse().map((entry, at) => (
            <li
              key={entry.id ?? at}
              style={{ padding: '6px 0', borderTop: '1px solid var(--theme-elevation-100)' }}
            >
              <time dateTime={entry.at} style={{ color: 'var(--theme-elevation-600)' }}>
                {formatMoment(entry.at)}
              </time>{' '}
              <strong>{nameOf(entry.by)}</strong> ·{' '}
              {accountHistoryLabel({
                action: entry.action,
                at: entry.at,
                limitCents: typeof entry.limit === 'number' ? toCents(entry.limit) : null,
              })}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
