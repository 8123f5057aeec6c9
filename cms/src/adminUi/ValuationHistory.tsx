import type { UIFieldServerProps } from 'payload'

import { formatMoment } from '@valuedesk/domain/order/dates'
import { personName } from '@valuedesk/domain/personName'
import { idOrNull } from '@valuedesk/domain/relations'
import { statusLabel } from '@valuedesk/domain/valuation/status'

import { checkRole } from '../access/roles.ts'

/** Read as the viewer; a customer's e-mail address is never shown. */
export async function ValuationHistory({ id, payload, req }: UIFieldServerProps) {
  if (id == null) return null
  const valuation = await payload
    .findByID({ collection: 'valuations', id, depth: 0, user: req.user, overrideAccess: false })
    .catch(() => undefined)
  const entries = valuation?.history ?? []
  if (!entries.length) return null
  const ids = [...new Set(entries.map((entry) => idOrNull(entry.by)).filter((by) => by !== null))]
  const { docs: people } = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { firstName: true, lastName: true, email: true, roles: true },
    depth: 0,
    limit: ids.length || 1,
    overrideAccess: true,
  })
  const nameOf = (by: unknown) => {
    const person = people.find((user) => user.id === idOrNull(by as never))
    if (!person) return 'ValueDesk'
    // Staff by name (else their work address); a customer as such, their address kept to who may read it.
    const staff = checkRole(['admin', 'editor', 'valuer'], person)
    return staff
      ? personName(person)
      : [person.firstName, person.lastName].filter(Boolean).join(' ') || 'The customer'
  }
  return (
    <section aria-labelledby="valuation-history" style={{ margin: '8px 0 24px' }}>
      <h3 id="valuation-history" style={{ marginBottom: 8 }}>
        History
      </h3>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {[...entries].reverse().map((entry, at) => (
          <li
            key={entry.id ?? at}
            style={{ padding: '8px 0', borderTop: '1px solid var(--theme-elevation-100)' }}
          >
            <div>
              <time dateTime={entry.at} style={{ color: 'var(--theme-elevation-600)' }}>
                {formatMoment(entry.at)}
              </time>{' '}
              <strong>{nameOf(entry.by)}</strong>
              {entry.from !== entry.to && entry.to != null && (
                <>
                  {' '}
                  · {entry.from != null && entry.from !== '' ? `${statusLabel(entry.from)} → ` : ''}
                  {statusLabel(entry.to)}
                </>
              )}
            </div>
            {entry.note && <div style={{ marginTop: 2 }}>{entry.note}</div>}
          </li>
        ))}
      </ol>
    </section>
  )
}
