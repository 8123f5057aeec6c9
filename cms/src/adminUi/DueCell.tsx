'use client'
import type { DefaultCellComponentProps } from 'payload'

import { formatStaffMoment } from '@valuedesk/domain/order/dates'
import { hoursLeft, isOpen, REMINDER_HOURS_BEFORE_DUE } from '@valuedesk/domain/valuation/status'

/** The due time as people read it: time left, or how overdue (in red) while the valuation is open. */
export function DueCell({ cellData, rowData }: DefaultCellComponentProps) {
  if (!cellData) return <span>—</span>
  const due = new Date(cellData as string)
  const label = formatStaffMoment(due)
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
