'use client'
import { formatMoment } from '@valuedesk/domain/order/dates'

import { useReportDetail } from './reportDetail.ts'

export function ReportHistory() {
  const { detail } = useReportDetail()
  if (!detail?.Edits.length) return null
  return (
    <section aria-labelledby="report-history" style={{ margin: '32px 0' }}>
      <h3 id="report-history" style={{ marginBottom: 8 }}>
        Edit history
      </h3>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {[...detail.Edits].reverse().map((edit) => (
          <li
            key={`${edit.At}-${edit.By}`}
            style={{ padding: '8px 0', borderTop: '1px solid var(--theme-elevation-100)' }}
          >
            <div>
              <strong>{edit.By}</strong>{' '}
              <time dateTime={edit.At} style={{ color: 'var(--theme-elevation-600)' }}>
                {formatMoment(edit.At)}
              </time>
            </div>
            <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
              {edit.Changes.map((line, at) => (
                <li key={at}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  )
}
