'use client'
import type { DefaultCellComponentProps } from 'payload'

import { BUSINESS_TIME_ZONE } from '@valuedesk/domain/timeZone'
import { hoursLeft, isOpen, REMINDER_HOURS_BEFORE_DUE } from '@valuedesk/domain/valuation/status'

/** The due time as people read it: time left, or how overdue (in red) while the valuation is open. */
export function DueCell({ cellData, rowData }: DefaultCellComponentProps) {
  if (!cellData) return <span>—</span>
  const due = new Date(cellData as string)
  const label = due.toLocaleString('en-AU', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: BUSINESS_TIME_ZONE,
  })
  if (!isOpen(Number(rowData?.status))) return <span>{label}</span>
  const left = hoursLeft(due)
  const overdue = due.getTime() < Date.now()
  return (
    <span
      title={label}
      style={
        overdue
          ? { color: 'var(--theme-error-500)', fontWeight: 700 }
          : left < REMINDER_HOURS_BEFORE_DUE
            ? { color: 'var(--theme-warning-600)', fontWeight: 600 }
            : undefined
      }
    >
      {overdue ? `Overdue by ${Math.max(-left, 0)} h` : `${left} h left`} · {label}
    </span>
  )
}
