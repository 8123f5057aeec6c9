'use client'
import type { DefaultCellComponentProps } from 'payload'

import { formatStaffMoment } from '@valuedesk/domain/order/dates'
import { dueStanding } from '@valuedesk/domain/valuation/dueStanding'

const tones = {
  plain: undefined,
  soon: { color: 'var(--theme-warning-600)', fontWeight: 600 },
  overdue: { color: 'var(--theme-error-500)', fontWeight: 700 },
  'on-hold': { color: 'var(--theme-elevation-600)', fontWeight: 600 },
} as const

/** On hold the clock stands still. */
export function DueCell({ cellData, rowData }: DefaultCellComponentProps) {
  const holdSince = (rowData?.hold as { since?: string | null } | undefined)?.since ?? null
  const standing = dueStanding({
    dueAt: (cellData as string | null) ?? null,
    status: Number(rowData?.status),
    onHold: Boolean(holdSince),
  })
  // Finished, declined or not paid yet: nothing is due, whatever time was once set.
  if (!standing) return <span>—</span>
  const label = cellData ? formatStaffMoment(cellData as string) : ''
  if (standing.tone === 'on-hold')
    return (
      <span title={label ? `Was due ${label}; the time on hold is added when it resumes` : undefined}>
        <span style={tones['on-hold']}>{standing.text}</span>
        {holdSince ? ` since ${formatStaffMoment(holdSince)}` : ''}
      </span>
    )
  return (
    <span title={label} style={tones[standing.tone]}>
      {standing.text} · {label}
    </span>
  )
}
