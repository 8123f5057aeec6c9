import type { UIFieldServerProps } from 'payload'

import { firmMonthlyBillingView } from './firmMonthlyBillingView.ts'

export async function FirmMonthlyBilling({ id, payload, req }: UIFieldServerProps) {
  if (id == null) return null
  const view = await firmMonthlyBillingView(payload, req, id)
  if (!view) return null
  return (
    <section aria-labelledby="firm-account" style={{ margin: '8px 0 16px' }}>
      <h3 id="firm-account" style={{ marginBottom: 4 }}>
        {view.grant}
      </h3>
      {view.owing && <p style={{ margin: '0 0 8px' }}>{view.owing}</p>}
      {view.note && <p style={{ margin: '0 0 8px' }}>{view.note}</p>}
      {view.history.length > 0 && (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Account history">
          {view.history.map((entry) => (
            <li
              key={entry.key}
              style={{ padding: '6px 0', borderTop: '1px solid var(--theme-elevation-100)' }}
            >
              <time dateTime={entry.at} style={{ color: 'var(--theme-elevation-600)' }}>
                {entry.when}
              </time>{' '}
              <strong>{entry.who}</strong> · {entry.what}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
