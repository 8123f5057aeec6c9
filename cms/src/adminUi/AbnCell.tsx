'use client'
import type { DefaultCellComponentProps } from 'payload'

import { formatAbn } from '@valuedesk/domain/abn'

/** An ABN in a list as it is printed on invoices: "81 438 792 999", a dash when there is none. */
export function AbnCell({ cellData }: DefaultCellComponentProps) {
  return <span>{typeof cellData === 'string' && cellData ? formatAbn(cellData) : '—'}</span>
}
